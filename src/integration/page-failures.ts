import { readFileSync, rmdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { getAstroCommand } from './astro-command.ts';
import { fail } from './diagnostics.ts';

/**
 * Pages whose content threw while the build rendered it, by page path, with the message that
 * names the file and component. One page's error never stops the others from rendering: each
 * page's content renders inside a guard (components/layout/RenderGuard.astro) that records it
 * here. Without --skip-invalid the build then fails with every such page listed and writes
 * nothing; with it, those pages are left out. globalThis: the CLI and Astro's modules are
 * separate module instances in one process.
 */
interface Failures {
  skipInvalid: boolean;
  pages: Map<string, string>;
}

const KEY = Symbol.for('mintaka.page-failures');

function store(): Failures {
  const global = globalThis as unknown as Record<symbol, Failures | undefined>;
  global[KEY] ??= { skipInvalid: false, pages: new Map() };
  return global[KEY]!;
}

/** Called by the build before Astro starts. */
export function resetPageFailures(options: { skipInvalid: boolean }): void {
  store().skipInvalid = options.skipInvalid;
  store().pages.clear();
}

/** Pages left out because their content threw: page path → message. */
export function pageFailures(): ReadonlyMap<string, string> {
  return store().pages;
}

interface ThrownByComponent {
  /** Set by renderLikeReact on what a site's component throws: the innermost component's name. */
  mintakaComponent?: string;
}

/** The component an error came from: a site's own (tagged when thrown), else a built-in one from the stack. */
function componentOf(error: unknown): string | undefined {
  const tagged = (error as ThrownByComponent | undefined)?.mintakaComponent;
  if (tagged) return tagged;
  const stack = error instanceof Error ? (error.stack ?? '') : '';
  const builtIn = /components\/(?:mdx|api)\/(\w+)\.astro/.exec(stack)?.[1];
  if (builtIn) return builtIn;
  const named = /Unable to render `?(\w+)`?/.exec(error instanceof Error ? error.message : String(error))?.[1];
  return named;
}

/** The first line where the page writes `<Component` (where to look), if it does. */
function lineOf(docsDir: string, file: string, component: string | undefined): number | undefined {
  if (!component || !file) return undefined;
  try {
    const lines = readFileSync(join(docsDir, file), 'utf8').split('\n');
    const at = lines.findIndex((line) => new RegExp(`<${component}[\\s/>]`).test(line) || line.trimEnd().endsWith(`<${component}`));
    return at < 0 ? undefined : at + 1;
  } catch {
    return undefined;
  }
}

/** The first line of an error's message, without terminal colours or a stack. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  // eslint-disable-next-line no-control-regex
  const first = message.replace(/\x1b\[[0-9;]*m/g, '').split('\n').map((l) => l.trim()).find(Boolean);
  return first ?? (error instanceof Error ? error.name : 'unknown error');
}

/** `page.mdx:12: <Chart> could not be rendered: x is undefined`. */
export function describePageFailure(docsDir: string, file: string, error: unknown): string {
  const component = componentOf(error);
  const line = lineOf(docsDir, file, component);
  return `${file}${line ? `:${line}` : ''}: ${component ? `<${component}> ` : ''}could not be rendered: ${reasonOf(error)}`;
}

/**
 * Records that a page's content threw: a build error, or with --skip-invalid a page left out.
 * The dev server shows it on the page instead (an error with the same message).
 */
export function recordPageFailure(page: { path: string; file: string }, docsDir: string, error: unknown): void {
  const message = describePageFailure(docsDir, page.file, error);
  if (getAstroCommand() !== 'build') throw Object.assign(new Error(message), { cause: error });
  store().pages.set(page.path, message);
  if (!store().skipInvalid) fail(message);
}

/**
 * With --skip-invalid, the pages whose content threw leave the built site: their HTML is
 * removed and they leave the site model, so that the Markdown copies, llms.txt, the sitemap
 * and the feeds written after it do not list them.
 */
export function leaveOutFailedPages(site: { pages: Record<string, { path: string }> }, outDir: string, hrefOf: (page: { path: string }) => string): void {
  for (const path of store().pages.keys()) {
    const page = site.pages[path];
    if (!page) continue;
    const folder = join(outDir, decodeURIComponent(hrefOf(page)));
    rmSync(join(folder, 'index.html'), { force: true });
    // Its folder too, unless other pages' files are in it.
    try {
      rmdirSync(folder);
    } catch {
      // Not empty, or the site's root.
    }
    delete site.pages[path];
  }
}
