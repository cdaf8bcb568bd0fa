import { createReadStream, existsSync, statSync } from 'node:fs';
import { extname, join, normalize, relative, resolve, sep } from 'node:path';
import type { Plugin } from 'vite';
import { isCustomFile } from '../core/pages/custom-files.ts';
import { isOpenApiInput } from '../site/load-openapi.ts';
import type { SiteData } from '../site/load-site.ts';
import { throwIfConfigBroken } from './dev-config-error.ts';
import { hasSameFrontmatter } from './frontmatter-change.ts';
import { exactId } from './virtual-module.ts';

const VIRTUAL_SITE = 'virtual:mintaka/site';
const RESOLVED_SITE = `\0${VIRTUAL_SITE}`;

const MIME: Record<string, string> = {
  '.png': 'image/png', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.gif': 'image/gif', '.svg': 'image/svg+xml',
  '.webp': 'image/webp', '.avif': 'image/avif', '.ico': 'image/x-icon', '.mp4': 'video/mp4', '.webm': 'video/webm',
  '.pdf': 'application/pdf', '.css': 'text/css', '.js': 'text/javascript', '.woff2': 'font/woff2', '.woff': 'font/woff',
  '.txt': 'text/plain', '.csv': 'text/csv', '.xml': 'application/xml', '.mp3': 'audio/mpeg', '.mov': 'video/quicktime',
};

function isInside(dir: string, file: string): boolean {
  const root = dir.endsWith(sep) ? dir : dir + sep;
  return file.startsWith(root);
}

const LIVE_SITE = Symbol.for('mintaka.live-site');

/** The site model the server's pages read (liveSiteModule). */
function publishSite(site: SiteData): void {
  (globalThis as unknown as Record<symbol, SiteData>)[LIVE_SITE] = site;
}

/**
 * `virtual:mintaka/site` for the server's pages: a view of the current site model, read at each
 * use. In `mintaka dev`, a module holding the model as it was would stay in the modules that
 * imported it, which Vite does not evaluate again when the model changes (a page added or
 * renamed). A build generates its pages in the process that holds the model: written into the
 * bundle as JSON (up to 1.1 MiB for an API site), it was serialised, then parsed by Rolldown and
 * again by Node, for the same object.
 */
function liveSiteModule(changes: boolean): string {
  // A build's model does not change while its pages are generated: the object itself.
  if (!changes) return `export default globalThis[Symbol.for('mintaka.live-site')];`;
  return `const current = () => globalThis[Symbol.for('mintaka.live-site')];
export default new Proxy({}, {
  get: (_, key) => current()[key],
  has: (_, key) => key in current(),
  ownKeys: () => Reflect.ownKeys(current()),
  getOwnPropertyDescriptor: (_, key) => {
    const descriptor = Reflect.getOwnPropertyDescriptor(current(), key);
    return descriptor && { ...descriptor, configurable: true };
  },
});`;
}

/**
 * Serves the site model to pages (`virtual:mintaka/site`), resolves Mintlify's root-relative
 * snippet imports (`/snippets/x.mdx` means the docs folder's snippets, not the file system
 * root), and in dev serves the docs folder's static files at their paths.
 */
export function vitePluginSite(getSite: () => SiteData, reloadSite?: () => Promise<void>): Plugin {
  return {
    name: 'mintaka:site',
    enforce: 'pre',
    resolveId: {
      // The virtual modules and root-relative paths (snippet imports): Rolldown calls the hook
      // for no other specifier.
      filter: { id: [exactId(VIRTUAL_SITE), /^\//] },
      handler(id, importer) {
        if (id === VIRTUAL_SITE) return RESOLVED_SITE;
        const { docsDir } = getSite();
        if (importer && !id.startsWith(docsDir) && (importer.startsWith(docsDir) || /\.mdx?$/.test(importer))) {
          const candidate = join(docsDir, decodeURIComponent(id.split('?')[0]!));
          if (existsSync(candidate)) return candidate;
        }
        return null;
      },
    },
    load: {
      filter: { id: exactId(RESOLVED_SITE) },
      handler() {
        // The server's pages read the site model live (liveSiteModule); the browser gets the
        // model as it is.
        if (this.environment?.name === 'client') return `export default ${JSON.stringify(getSite())};`;
        // While the config is broken, every page of the dev server shows its problems (dev-config-error.ts).
        if (reloadSite) throwIfConfigBroken(getSite().docsDir);
        publishSite(getSite());
        return liveSiteModule(Boolean(reloadSite));
      },
    },
    configureServer(server) {
      // Titles, icons and the page list feed every page's sidebar: when a page is added,
      // removed or its frontmatter changes, or an OpenAPI document (or a file it `$ref`s)
      // changes, reload the site model and the open pages.
      let pending: ReturnType<typeof setTimeout> | undefined;
      const onPageChange = (file: string, event: 'add' | 'unlink' | 'change') => {
        if (!reloadSite) return;
        const page = /\.mdx?$/i.test(file) && isInside(getSite().docsDir, file);
        // The site's own CSS and JS (core/pages/custom-files.ts): an edit shows on reload, a new
        // or removed file changes what every page links.
        const custom = isInside(getSite().docsDir, file) && isCustomFile(relative(getSite().docsDir, file).split(sep).join('/'));
        if (custom && event === 'change') return server.ws.send({ type: 'full-reload' });
        if (!page && !custom && !isOpenApiInput(getSite().docsDir, file)) return;
        // An edit to a page's text leaves the site model as it is: Astro reloads that page
        // alone, without reading every page's frontmatter again (slow on large sites).
        if (event === 'change' && hasSameFrontmatter(getSite(), file)) return;
        clearTimeout(pending);
        pending = setTimeout(async () => {
          await reloadSite();
          publishSite(getSite());
          for (const environment of Object.values(server.environments)) {
            // The browser's copy is the model as it was; the server's reads it live.
            if (environment.name === 'client') {
              const module = environment.moduleGraph.getModuleById(RESOLVED_SITE);
              if (module) environment.moduleGraph.invalidateModule(module);
              continue;
            }
            // Astro keeps each route's getStaticPaths() result until its content changes, and
            // its own sync of a new page may come before this reload: a request in between kept
            // the old pages' paths (a new page answered 404 for good). Clear them again.
            environment.hot.send('astro:content-changed', {});
          }
          server.ws.send({ type: 'full-reload' });
        }, 30);
      };
      // The content loader adds the docs folder to the watcher when it first reads it, but not to
      // the new watcher of a server restarted after mint.json changed: pages and mint.json went
      // unwatched after the first save of mint.json.
      if (reloadSite) server.watcher.add(getSite().docsDir);
      server.watcher.on('add', (file) => onPageChange(file, 'add'));
      server.watcher.on('unlink', (file) => onPageChange(file, 'unlink'));
      server.watcher.on('change', (file) => onPageChange(file, 'change'));
      server.middlewares.use((req, res, next) => {
        const site = getSite();
        const url = decodeURIComponent((req.url ?? '/').split('?')[0]!);
        const ext = extname(url).toLowerCase();
        if (!ext || !MIME[ext]) return next();
        const file = normalize(resolve(site.docsDir, `.${url}`));
        if (!isInside(site.docsDir, file) || !existsSync(file) || !statSync(file).isFile()) return next();
        if (!site.assets.includes(url.slice(1))) return next();
        res.setHeader('content-type', MIME[ext]!);
        createReadStream(file).pipe(res);
      });
    },
  };
}
