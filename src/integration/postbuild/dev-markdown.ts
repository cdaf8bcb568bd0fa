import type { IncomingMessage, ServerResponse } from 'node:http';
import type { DevHost } from './dev-host.ts';
import type { SiteData } from '../../site/load-site.ts';
import { renderAllMarkdown } from './exports.ts';
import { renderLlmsTxt } from './llms.ts';
import { markdownHref } from './site-pages.ts';

// `mintaka dev` serves what agents read from a build: each page's Markdown copy (which the
// page actions' "Copy page" fetches) and llms.txt, rendered on the first request and again
// after a page changes. The dev search index is built from the same Markdown (dev-search.ts).

let cached: { site: SiteData; markdown: Promise<Map<string, string>> } | undefined;

/** Every page's Markdown as the build would write it (without a site URL), kept until a page changes. */
export function devMarkdown(site: SiteData): Promise<Map<string, string>> {
  if (cached?.site !== site) cached = { site, markdown: renderAllMarkdown(site, undefined) };
  return cached.markdown;
}

export function serveDevMarkdown(server: DevHost, getSite: () => SiteData): void {
  server.watcher.on('all', (_event, file) => {
    if (/\.mdx?$/i.test(file)) cached = undefined;
  });
  server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
    let path: string;
    try {
      path = decodeURIComponent((req.url ?? '').split('?')[0]!);
    } catch {
      return next();
    }
    const site = getSite();
    const llms = path === '/llms.txt' || path === '/.well-known/llms.txt';
    const page = path.endsWith('.md') ? Object.values(site.pages).find((candidate) => markdownHref(candidate) === path) : undefined;
    if (!llms && !page) return next();
    const send = (body: string, type: string) => res.writeHead(200, { 'content-type': `${type}; charset=utf-8`, 'cache-control': 'no-store' }).end(body);
    if (llms) return send(renderLlmsTxt(site, undefined), 'text/plain');
    devMarkdown(site).then(
      (markdown) => send(markdown.get(page!.path) ?? `# ${page!.title}\n`, 'text/markdown'),
      () => next(),
    );
  });
}
