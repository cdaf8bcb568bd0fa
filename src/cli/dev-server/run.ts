// `mintaka dev` without Astro's dev server: a site whose pages Node can load (every page the
// build without Astro builds: Markdown, static and compiled MDX importing only the docs
// folder's files, API pages) is served by Mintaka itself, each page rendered when it is asked
// for as the build renders it (pages.ts, ../page-frames.ts). Astro's dev server started in
// some two seconds and rendered the first page in one more; this serves it in the time the
// page's own rendering takes once the modules are loaded. A save is shown in the open pages
// at once (events.ts, client/dev-reload.ts): in place where only their content changed.
import { EventEmitter } from 'node:events';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { setAstroCommand } from '../../integration/astro-command.ts';
import { CONFIG_ERROR_HINT } from '../../integration/dev-config-error.ts';
import { registerDevReloadScript } from '../../integration/dev-reload-link.ts';
import { showsInPlace } from '../../integration/dev-reload-in-place.ts';
import { getDiagnostics } from '../../integration/diagnostics.ts';
import { serveDevMarkdown, serveDevPageActions, serveDevSearch } from '../../integration/postbuild/index.ts';
import type { DevHost } from '../../integration/postbuild/dev-host.ts';
import { createProxyHandler } from '../../integration/proxy/handler.ts';
import { siteProxyTargets } from '../../integration/proxy/site-targets.ts';
import { formatProblem } from '../../integration/validate/problems.ts';
import type { SiteData } from '../../site/load-site.ts';
import { allowedHostNames, refuseForeignHost } from '../host-guard.ts';
import { loadPageFrames } from '../page-frames.ts';
import { printErrors, seconds, step } from '../report.ts';
import { DevAssets, DEV_RELOAD_PATH } from './assets.ts';
import { DevSite } from './dev-site.ts';
import { devErrorPage, type DevProblemPage } from './error-page.ts';
import { DevEvents } from './events.ts';
import { DevPages } from './pages.ts';
import { watchSaves } from './saves.ts';

export interface DevServerOptions {
  projectRoot: string;
  docsDir: string;
  /** The site as `mintaka dev` loaded it, and the warnings it printed of it. */
  site: SiteData;
  warnings: readonly string[];
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

/** Ports tried after the one given when it is taken, as Vite does. */
const PORTS_TRIED = 10;

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

function listen(server: Server, port: number, host: string | undefined): Promise<number> {
  return new Promise((resolve, reject) => {
    const attempt = (tried: number) => {
      const onListening = () => {
        server.off('error', onError);
        const address = server.address();
        resolve(typeof address === 'object' && address ? address.port : port + tried);
      };
      const onError = (error: NodeJS.ErrnoException) => {
        server.off('listening', onListening);
        if (error.code === 'EADDRINUSE' && tried < PORTS_TRIED) attempt(tried + 1);
        else reject(error);
      };
      server.once('error', onError);
      server.once('listening', onListening);
      server.listen(port + tried, host ?? 'localhost');
    };
    attempt(0);
  });
}

export async function runDevServer(options: DevServerOptions): Promise<number> {
  const { docsDir, projectRoot } = options;
  setAstroCommand('dev');
  registerDevReloadScript(DEV_RELOAD_PATH);
  const site = new DevSite(options.site, options.warnings);
  const pages = new DevPages({ frames: await loadPageFrames(projectRoot), site: site.site, projectRoot, astroRoot: options.cacheDir });
  const events = new DevEvents();
  const files = new DevAssets({ assets: () => site.assets, site: () => site.site });
  const proxy = createProxyHandler({ targets: () => siteProxyTargets(site.site), allow: options.allow, trustedProxies: options.trustedProxies });

  // Search, page actions and Markdown copies, as Astro's dev server has them (postbuild/).
  const middlewares: Middleware[] = [];
  const saved = new EventEmitter();
  const host: DevHost = {
    watcher: { on: (event, listener) => saved.on(event, listener) },
    middlewares: { use: (handler) => middlewares.push(handler) },
    config: { logger: { error: (message) => console.error(message) } },
  };
  serveDevSearch(host, () => site.site);
  serveDevPageActions(host, () => site.site, undefined);
  serveDevMarkdown(host, () => site.site);

  /** Page problems printed since the last save: each is printed once, when first shown. */
  const shown = new Set<string>();
  const report = (problems: DevProblemPage | undefined) => {
    site.warn(getDiagnostics().warnings);
    const fresh = problems?.problems.filter((message) => !shown.has(message)) ?? [];
    for (const message of fresh) shown.add(message);
    if (fresh.length) printErrors(problems!.title, fresh);
  };

  const answerPage = async (req: IncomingMessage, res: ServerResponse, path: string) => {
    const send = (status: number, html: string) => {
      res.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
      res.end(req.method === 'HEAD' ? undefined : html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}`);
    };
    const configProblems = site.configProblems;
    if (configProblems && pages.has(path)) {
      const file = configProblems[0]!.file;
      return send(500, devErrorPage({ title: `${file} could not be loaded`, problems: configProblems.map(formatProblem), hint: `${file} could not be loaded, ${CONFIG_ERROR_HINT}` }));
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
  let port: number;
  try {
    port = await listen(server, options.port, options.host);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why = code === 'EADDRINUSE' ? `ports ${options.port} to ${options.port + PORTS_TRIED} are in use` : code === 'EACCES' ? `port ${options.port} needs other permissions` : (error as Error).message;
    printErrors(`mintaka dev cannot listen on ${options.host ?? 'localhost'}:${options.port}`, [`${why}: start it with --port N for another port`]);
    return 1;
  }
  step(`Dev server at http://${options.host ?? 'localhost'}:${port}/ (${seconds(options.started)})`);

  watchSaves({ docsDir, projectRoot }, async (saves) => {
    for (const { event, file } of saves) saved.emit('all', event, file);
    // The routes follow a site loaded again; a site that failed to load stays as it was.
    if (saves.some(({ event, file }) => site.changedBy(file, event)) && (await site.reload())) pages.setSite(site.site);
    else pages.changed();
    // Every page renders afresh; the open pages that can show the saves in place are told to.
    shown.clear();
    events.send(saves.every(({ file }) => showsInPlace(file, docsDir)) ? 'reload-in-place' : 'reload');
  });
  return new Promise<number>(() => {});
}
