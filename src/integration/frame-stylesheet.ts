import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { transform } from 'lightningcss';
import { HASHED_ASSETS_PREFIX } from '../core/agents/host-rules.ts';
import type { SiteData } from '../site/load-site.ts';
import { loadCodePalette, renderCodeColorsCss } from './code-colors.ts';
import { registerFrameStylesheet, type FrameStylesheet } from './frame-stylesheet-link.ts';
import { frameParts } from './frame-parts.ts';
import { codeThemesOf } from './markdown/code-themes.ts';

// The page frame's stylesheet, made by Mintaka rather than bundled by Vite from the frame's
// imports: the base rules, the rules of the frame parts the site shows (frame-parts.ts), the
// code colours of its themes (code-colors.ts), the content's rules, the page actions' and the
// search's. In that order: the order Vite put them in (the components' imports, depth first),
// which the cascade depends on. A build links one minified file, named by its hash, as Astro
// linked the route's CSS (minified by lightningcss, as Vite minifies a server build's CSS: the
// same bytes); the dev server inlines the sheet as it is on disk at each request, with every
// part, so that a saved config or stylesheet shows on the next load.
// Nothing of it goes through Vite any more, so that the frame can be rendered without Vite.

const STYLES = new URL('../styles/', import.meta.url);
const BEFORE_PARTS = ['global.css'];
const AFTER_PARTS = ['content.css', 'page-actions.css', 'search.css'];
/** The stylesheets of styles/ every page's sheet holds, whatever its site shows. */
export const FRAME_BASE_STYLESHEETS: readonly string[] = [...BEFORE_PARTS, ...AFTER_PARTS];

/** The files the sheet is made of for `site` (every frame part without a site: the dev server). */
export function frameStylesheetFiles(site: SiteData | undefined): string[] {
  const names = [...BEFORE_PARTS, ...frameParts(site).map((part) => `frame/${part}.css`), ...AFTER_PARTS];
  return names.map((name) => fileURLToPath(new URL(name, STYLES)));
}

/** The sheet's CSS as written, unminified: its files in order, the code colours after the frame parts. */
export async function frameStylesheetCss(site: SiteData, options: { allParts?: boolean } = {}): Promise<string> {
  const files = frameStylesheetFiles(options.allParts ? undefined : site);
  const colors = renderCodeColorsCss(await loadCodePalette(codeThemesOf(site.config.styling.codeblocks)), site.config.background.color?.dark);
  const texts = files.map((file) => readFileSync(file, 'utf8'));
  const afterParts = texts.length - AFTER_PARTS.length;
  return [...texts.slice(0, afterParts), colors, ...texts.slice(afterParts)].join('\n');
}

/** Minified as Vite minified the route's CSS (lightningcss, no targets). */
export function minifyStylesheet(css: string, filename: string): string {
  return `${new TextDecoder().decode(transform({ filename, code: Buffer.from(css), minify: true }).code)}\n`;
}

/** A build's sheet: one file under the hashed assets' folder (`layout`: `frame` is the <Frame> component's). */
export async function buildFrameStylesheet(site: SiteData): Promise<{ href: string; css: string }> {
  const css = minifyStylesheet(await frameStylesheetCss(site), 'layout.css');
  const hash = createHash('sha1').update(css).digest('hex').slice(0, 12);
  return { href: `${HASHED_ASSETS_PREFIX}layout.${hash}.css`, css };
}

/**
 * Registers where the frame finds its sheet: for a build, the file written into the site at
 * its end (`written`); for the dev server, the CSS inlined, read afresh for each page.
 */
export function useFrameStylesheet(command: 'build' | 'dev', getSite: () => SiteData): { written: () => { href: string; css: string } | undefined } {
  let built: Promise<{ href: string; css: string }> | undefined;
  let done: { href: string; css: string } | undefined;
  const sheet = (): Promise<FrameStylesheet> => {
    if (command === 'dev') return frameStylesheetCss(getSite(), { allParts: true }).then((css) => ({ css }));
    built ??= buildFrameStylesheet(getSite()).then((result) => (done = result));
    return built.then(({ href }) => ({ href }));
  };
  registerFrameStylesheet(sheet);
  return { written: () => done };
}

/**
 * The dev server reloads the open pages when a file of the sheet is saved (its config saved
 * with a new part reloads them already): none of them is a module Vite watches.
 */
export function reloadOnFrameStylesheetChange(server: { watcher: { add(paths: string[]): unknown; on(event: 'change', listener: (file: string) => void): unknown }; ws: { send(payload: { type: 'full-reload' }): void } }): void {
  const files = new Set(frameStylesheetFiles(undefined));
  server.watcher.add([...files]);
  server.watcher.on('change', (file) => {
    if (files.has(file)) server.ws.send({ type: 'full-reload' });
  });
}
