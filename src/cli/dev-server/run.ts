// `mintaka dev` without Astro's dev server: a site whose pages Node can load (every page the
// build without Astro builds: Markdown, static and compiled MDX importing only the docs
// folder's files, API pages) is served by Mintaka itself, each page rendered when it is asked
// for as the build renders it (pages.ts, ../page-frames.ts). Astro's dev server started in
// some two seconds and rendered the first page in one more; this serves it in the time the
// page's own rendering takes once the modules are loaded. A save is shown in the open pages
// at once (events.ts, client/dev-reload.ts): in place where only their content changed.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { EventEmitter } from 'node:events';
import { isAbsolute, join, relative, sep } from 'node:path';
import { watch } from 'chokidar';
import { listRefFiles } from '../../config/docs/refs.ts';
import { findConfigFile } from '../../config/config-file.ts';
import { setAstroCommand } from '../../integration/astro-command.ts';
import { unwatchedPaths } from '../../integration/dev-watch.ts';
import { registerDevReloadScript } from '../../integration/dev-reload-link.ts';
import { showsInPlace } from '../../integration/dev-reload-in-place.ts';
import { getDiagnostics } from '../../integration/diagnostics.ts';
import { hasSameFrontmatter } from '../../integration/frontmatter-change.ts';
import { serveDevMarkdown, serveDevPageActions, serveDevSearch } from '../../integration/postbuild/index.ts';
import type { DevHost } from '../../integration/postbuild/dev-host.ts';
import { createProxyHandler } from '../../integration/proxy/handler.ts';
import { siteProxyTargets } from '../../integration/proxy/site-targets.ts';
import { setCurrentSiteConfig } from '../../integration/site-config.ts';
import { useFrameAssets, type BuildAssets } from '../../integration/site-output.ts';
import { createUtilityStylesheet } from '../../integration/utility-css/utility-stylesheet.ts';
import { formatProblem, problemFromMessage, type Problem } from '../../integration/validate/problems.ts';
import { isOpenApiInput } from '../../site/load-openapi.ts';
import { loadSite, type SiteData } from '../../site/load-site.ts';
import { allowedHostNames, refuseForeignHost } from '../host-guard.ts';
import { loadPageFrames } from '../page-frames.ts';
import { printErrors, printWarnings, seconds, step } from '../report.ts';
import { DevAssets, DEV_RELOAD_PATH } from './assets.ts';
import { devErrorPage, type DevProblemPage } from './error-page.ts';
import { DevEvents } from './events.ts';
import { DevPages } from './pages.ts';
import { CHILD_VARIABLE, RESTART_CODE } from './supervise.ts';

export interface DevServerOptions {
  projectRoot: string;
  docsDir: string;
  /** The site as `mintaka dev` loaded it (its warnings printed). */
  site: SiteData;
  /** Where this docs folder's dev caches live (cli/astro-root.ts). */
  cacheDir: string;
  port: number;
  host?: string;
  hostNames?: string[];
  allow?: string[];
  trustedProxies?: string[];
  /** When the command started, for the ready line. */
  started: number;
}

/** Saves that come together (an editor writing a file twice, a branch switch) are handled as one. */
const SETTLE_MS = 20;
/** Ports tried after the one given when it is taken, as Vite does. */
const PORTS_TRIED = 10;

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The part of `path` inside `folder`, with `/`; undefined when it is outside. */
function inside(folder: string, path: string): string | undefined {
  const rel = relative(folder, path);
  return rel === '' || rel.startsWith('..') || isAbsolute(rel) ? undefined : rel.split(sep).join('/');
}

function listen(server: Server, port: number, host: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const attempt = (tried: number) => {
      const onError = (error: NodeJS.ErrnoException) => {
        if (error.code === 'EADDRINUSE' && tried < PORTS_TRIED) attempt(tried + 1);
        else reject(error);
      };
      server.once('error', onError);
      server.listen(port + tried, host ?? 'localhost', () => {
        server.off('error', onError);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port + tried);
      });
    };
    attempt(0);
  });
}

export async function runDevServer(options: DevServerOptions): Promise<number> {
  const { docsDir, projectRoot } = options;
  let site = options.site;
  /** The config's problems while a save has broken it: every page shows them. */
  let configProblems: Problem[] | undefined;
  let assets: BuildAssets;
  const useSite = (next: SiteData) => {
    site = next;
    setCurrentSiteConfig(docsDir, site.config);
    (globalThis as unknown as Record<symbol, SiteData>)[Symbol.for('mintaka.live-site')] = site;
    // The frame's stylesheet and sprite follow the site's config; made as a build makes them.
    assets = { ...useFrameAssets('build', () => site), utilityCss: createUtilityStylesheet() };
  };
  setAstroCommand('dev');
  registerDevReloadScript(DEV_RELOAD_PATH);
  useSite(site);

  const pages = new DevPages({ frames: await loadPageFrames(projectRoot), site, projectRoot, astroRoot: options.cacheDir });
  const events = new DevEvents();
  const files = new DevAssets({ assets: () => assets, site: () => site });
  const proxy = createProxyHandler({ targets: () => siteProxyTargets(site), allow: options.allow, trustedProxies: options.trustedProxies });

  // Search, page actions and Markdown copies, as Astro's dev server has them (postbuild/).
  const middlewares: Middleware[] = [];
  const saves = new EventEmitter();
  const host: DevHost = {
    watcher: { on: (event, listener) => saves.on(event, listener) },
    middlewares: { use: (handler) => middlewares.push(handler) },
    config: { logger: { error: (message) => console.error(message) } },
  };
  serveDevSearch(host, () => site);
  serveDevPageActions(host, () => site, undefined);
  serveDevMarkdown(host, () => site);

  const printed = new Set<string>();
  /** What the pages report (their problems, the renderers' warnings), each once until it changes. */
  const report = (problems?: DevProblemPage) => {
    const warnings = getDiagnostics().warnings.filter((message) => !printed.has(message));
    for (const message of warnings) printed.add(message);
    printWarnings(warnings.map((message) => problemFromMessage(message, 'warning', docsDir)));
    const fresh = problems?.problems.filter((message) => !printed.has(message)) ?? [];
    for (const message of fresh) printed.add(message);
    if (fresh.length) printErrors(problems!.title, fresh);
  };

  const answerPage = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const send = (status: number, html: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}`);
    };
    if (configProblems && pages.has(path)) {
      const [first] = configProblems;
      return send(500, devErrorPage({ title: `${first!.file} could not be loaded`, problems: configProblems.map(formatProblem), hint: `${first!.file} could not be loaded, so no page can be built with it. Fix it and save: this page reloads by itself.` }));
    }
    const answer = await pages.answer(path);
    report(answer?.problems);
    if (!answer) return send(404, await pages.notFound());
    send(answer.status, answer.problems ? devErrorPage(answer.problems) : answer.html);
  };

  const allowedHosts = allowedHostNames({ listenHost: options.host, hostNames: options.hostNames });
  const server = createServer((req, res) => {
    if (refuseForeignHost(req, res, allowedHosts)) return;
    if (events.handle(req, res) || proxy.handle(req, res) || files.handle(req, res)) return;
    const path = (req.url ?? '/').split('?')[0]!;
    let index = 0;
    const next = () => {
      const middleware = middlewares[index++];
      if (middleware) return middleware(req, res, next);
      answerPage(req, res, path).catch((error: unknown) => {
        console.error(`mintaka dev: ${path}: ${error instanceof Error ? error.message : String(error)}`);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        res.end();
      });
    };
    next();
  });
  const port = await listen(server, options.port, options.host);
  step(`Dev server at http://${options.host ?? 'localhost'}:${port}/ (${seconds(options.started)})`);

  // The site again after a save that can change it: a file added or removed (a page, an image
  // or stylesheet the site serves), a page's frontmatter, an OpenAPI document, the config or a
  // file its $refs bring in.
  const configFiles = () => new Set(listRefFiles(docsDir, findConfigFile(docsDir) ?? site.config.file).map((file) => join(docsDir, file)));
  const reloadSite = async () => {
    const reloaded = await loadSite(docsDir, { fetchStars: false });
    const fresh = reloaded.warnings.filter((message) => !printed.has(message));
    for (const message of fresh) printed.add(message);
    printWarnings(fresh.map((message) => problemFromMessage(message, 'warning', docsDir)));
    if (!reloaded.ok) {
      const problems = reloaded.errors.map((message) => problemFromMessage(message, 'error', docsDir));
      const config = configFiles();
      // A broken OpenAPI document leaves the rest of the site as it was: its pages show its
      // problems (load-openapi-failure.ts), the others keep working. A broken config, every page.
      if (!configProblems && !problems.some((problem) => config.has(join(docsDir, problem.file)))) {
        printErrors(`${problems.length === 1 ? 'A problem' : `${problems.length} problems`} in ${docsDir}: the pages it concerns show ${problems.length === 1 ? 'it' : 'them'} until fixed`, problems);
        pages.changed();
        return;
      }
      configProblems = problems;
      printErrors(`${problems.length === 1 ? 'A problem' : `${problems.length} problems`} in ${docsDir}: pages show ${problems.length === 1 ? 'it' : 'them'} until the file is fixed and saved`, problems);
      return;
    }
    configProblems = undefined;
    useSite({ ...reloaded.site, github: site.github });
    pages.setSite(site);
  };
  const changesSite = (file: string, event: string) =>
    event !== 'change' || configFiles().has(file) || isOpenApiInput(docsDir, file) || (/\.mdx?$/i.test(file) && !hasSameFrontmatter(site, file));

  let saved: { event: string; file: string }[] = [];
  let settling: ReturnType<typeof setTimeout> | undefined;
  let handling = Promise.resolve();
  const handleSaves = async () => {
    const batch = saved;
    saved = [];
    try {
      for (const { event, file } of batch) saves.emit('all', event, file);
      if (configProblems || batch.some(({ event, file }) => changesSite(file, event))) await reloadSite();
      else pages.changed();
    } catch (error) {
      console.error(`mintaka dev: ${error instanceof Error ? error.message : String(error)}`);
    }
    // Every page renders afresh; the pages that can show the save in place are told to.
    printed.clear();
    events.send(batch.every(({ file }) => showsInPlace(file, docsDir)) ? 'reload-in-place' : 'reload');
  };
  const unwatched = unwatchedPaths({ docsDir, projectRoot });
  const watcher = watch(docsDir, {
    ignoreInitial: true,
    ignored: (path) => unwatched(path) || /[\\/](?:node_modules|\.git)(?:[\\/]|$)/.test(path),
  });
  watcher.on('all', (event, file) => {
    if (event !== 'add' && event !== 'change' && event !== 'unlink') return;
    // Mintaka's own code is loaded once (a docs folder can hold it: this repository's does):
    // the server is started again (supervise.ts).
    if (inside(join(projectRoot, 'src'), file) !== undefined && process.env[CHILD_VARIABLE]) {
      console.log(`mintaka dev: ${relative(projectRoot, file)} changed: starting the server again`);
      process.exit(RESTART_CODE);
    }
    saved.push({ event, file });
    clearTimeout(settling);
    settling = setTimeout(() => (handling = handling.then(handleSaves)), SETTLE_MS);
  });
  watcher.on('error', (error) => console.error(`mintaka dev: watching ${docsDir}: ${error instanceof Error ? error.message : String(error)}`));
  return new Promise<number>(() => {});
}
