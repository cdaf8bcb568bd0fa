// An SVG sprite: the icons every page of a site repeats (its sidebar, top bar and footer) drawn
// once in a file the browser caches, each page pointing at them with `<use>`. A site whose
// navigation gives every page an icon otherwise writes all of them into every page (100 icons
// are 60 KiB of each page's HTML). Works on the `<svg>` markup icons.ts draws (Font Awesome,
// Lucide, Tabler, the placeholder): what an icon is drawn with moves into a `<symbol>`; what
// the page styles or reads (class, size, aria-hidden, data-*) stays on the page's `<svg>`.
import { createHash } from 'node:crypto';

/** Attributes that stay on the page's `<svg>`: its styling, its size, and what it says it draws. */
const KEPT_ON_PAGE = /^(class|aria-hidden|width|height|viewBox|data-[\w-]+)$/;
/** Attributes that belong to neither: the sprite file declares the namespace once. */
const DROPPED = /^xmlns(:\w+)?$/;

export interface IconSprite {
  /** Where the sprite is served: its name holds a hash of its content. */
  href: string;
  /** The sprite file: one `<symbol>` per distinct drawing. */
  content: string;
  /** Each icon's markup as drawn inline, to its markup pointing at the sprite. */
  references: Map<string, string>;
}

interface SplitIcon {
  /** The `<svg>` start tag's attributes kept on the page. */
  page: string;
  /** The `<symbol>`'s attributes and content, without an id. */
  symbolAttributes: string;
  body: string;
}

/** The parts of an icon's `<svg>` markup; undefined for markup that is not one `<svg>` element. */
function splitIcon(svg: string): SplitIcon | undefined {
  const start = /^<svg((?:\s+[\w:-]+="[^"]*")*)\s*>/.exec(svg);
  if (!start || !svg.endsWith('</svg>')) return undefined;
  const body = svg.slice(start[0].length, -'</svg>'.length);
  if (/<\/?svg[\s>]/.test(body)) return undefined;
  const page: string[] = [];
  const symbol: string[] = [];
  for (const [, name, value] of start[1]!.matchAll(/\s+([\w:-]+)="([^"]*)"/g)) {
    const attribute = `${name}="${value}"`;
    if (name === 'viewBox') symbol.push(attribute);
    if (KEPT_ON_PAGE.test(name!)) page.push(attribute);
    else if (!DROPPED.test(name!)) symbol.push(attribute);
  }
  // Without its own viewBox a symbol would be drawn at the page svg's size in user units.
  if (!symbol.some((attribute) => attribute.startsWith('viewBox='))) return undefined;
  return { page: page.join(' '), symbolAttributes: symbol.join(' '), body };
}

/**
 * The sprite of a set of icons (their inline markup), served under `folder` (`/_astro`), or
 * undefined when none of them can be drawn from one. Symbols are named in the order of their
 * drawings, so the same icons make the same file.
 */
export function buildIconSprite(icons: Iterable<string>, folder: string): IconSprite | undefined {
  const split = new Map<string, SplitIcon>();
  for (const svg of icons) {
    const parts = split.has(svg) ? undefined : splitIcon(svg);
    if (parts) split.set(svg, parts);
  }
  if (!split.size) return undefined;
  const symbols = [...new Set([...split.values()].map(({ symbolAttributes, body }) => `${symbolAttributes}>${body}`))].sort();
  const ids = new Map(symbols.map((symbol, index) => [symbol, `i${index.toString(36)}`]));
  const content = `<svg xmlns="http://www.w3.org/2000/svg">${symbols.map((symbol) => `<symbol id="${ids.get(symbol)}" ${symbol}</symbol>`).join('')}</svg>\n`;
  const href = `${folder}/icons.${createHash('sha256').update(content).digest('base64url').slice(0, 10)}.svg`;
  const references = new Map<string, string>();
  for (const [svg, { page, symbolAttributes, body }] of split) references.set(svg, `<svg ${page}><use href="${href}#${ids.get(`${symbolAttributes}>${body}`)}"></use></svg>`);
  return { href, content, references };
}
