import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRAME_BASE_STYLESHEETS } from '../../src/integration/frame-stylesheet.ts';
import { builtPages } from './compare-builds.ts';

// What a reader would see unstyled: a class of the site frame that the page's HTML uses while
// none of the stylesheets it links styles it. The frame's optional parts (banner, footer,
// anchors...) are in a build's CSS only when its site shows them (integration/frame-parts.ts);
// this checks that decision against the pages actually built.

const FRAME_FOLDER = fileURLToPath(new URL('../../src/styles/frame/', import.meta.url));

interface FramePartRules {
  name: string;
  /** Each selector of its rules, as minified CSS writes it (normalized). */
  selectors: string[];
}

/** The same selector however a minifier wrote it: no quotes, one space, none around combinators, `:` for `::`. */
const normalized = (css: string) =>
  css.replace(/['"]/g, '').replace(/\s+/g, ' ').replace(/\s*([>+~(),{}])\s*/g, '$1').replace(/::/g, ':').trim();

/** Each selector of a plain stylesheet (no nesting): the lists before a `{` that are not at-rules. */
function selectorsOf(file: string): string[] {
  const css = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  return [...css.matchAll(/(?:^|[{};])\s*([^{};@]+?)\s*\{/g)].flatMap(([, list]) => list!.split(/,(?![^(]*\))/));
}

/** The classes a selector applies to (those inside :not() it only excludes). */
const classesOf = (selector: string) => [...selector.replace(/:not\([^)]*\)/g, '').matchAll(/\.(mk-[\w-]+)/g)].map((match) => match[1]!);

/**
 * The frame's optional parts (styles/frame/<part>.css), by the classes they style that the
 * frame's base does not: a page with one of these shows the part. (Classes of the base, as
 * .mk-icon or .mk-main, say nothing about which parts a page shows.)
 */
export function frameClasses(): Map<string, FramePartRules> {
  const elsewhere = new Set(FRAME_BASE_STYLESHEETS.flatMap((file) => selectorsOf(join(FRAME_FOLDER, '..', file)).flatMap(classesOf)));
  const classes = new Map<string, FramePartRules>();
  for (const file of readdirSync(FRAME_FOLDER)) {
    const part: FramePartRules = { name: file.replace(/\.css$/, ''), selectors: [] };
    for (const selector of selectorsOf(join(FRAME_FOLDER, file))) {
      part.selectors.push(normalized(selector));
      for (const cls of classesOf(selector)) if (!elsewhere.has(cls)) classes.set(cls, part);
    }
  }
  return classes;
}


/** The CSS of the stylesheets `html` links (files of the built site in outDir), read once each. */
export function linkedCss(outDir: string, html: string, stylesheets = new Map<string, string>()): string {
  return [...html.matchAll(/<link rel="stylesheet" href="(\/[^"]+\.css)"/g)]
    .map(([, href]) => {
      if (!stylesheets.has(href!)) stylesheets.set(href!, readFileSync(join(outDir, href!), 'utf8'));
      return stylesheets.get(href!)!;
    })
    .join('\n');
}

/** The rules of the frame parts `page` (a path under outDir) shows that its stylesheets lack. */
export function unstyledFrameClasses(outDir: string, page: string, classes = frameClasses(), stylesheets = new Map<string, string>()): string[] {
  const html = readFileSync(join(outDir, page), 'utf8');
  const used = new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)));
  const linked = normalized(linkedCss(outDir, html, stylesheets));
  const parts = new Set([...used].flatMap((cls) => classes.get(cls) ?? []));
  return [...parts].flatMap((part) => part.selectors.filter((selector) => !linked.includes(selector)).map((selector) => `${page}: ${selector} (${part.name}.css)`));
}

/** unstyledFrameClasses for every page of a built site. */
export function unstyledFrameClassesOfSite(outDir: string): string[] {
  const classes = frameClasses();
  const stylesheets = new Map<string, string>();
  const pages = builtPages(outDir).filter((page) => page.endsWith('.html'));
  return pages.flatMap((page) => unstyledFrameClasses(outDir, page, classes, stylesheets));
}
