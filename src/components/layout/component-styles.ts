// The author components' styles (styles/components/), one stylesheet per family, are linked by
// the pages that show one, whichever way the page was rendered (compiled MDX, or written straight
// to HTML by integration/markdown/mdx-to-html.ts): the page's HTML says which it shows. A page
// links only its families' rules, not every component's (issue 15: a page's CSS within 25 KiB).
import stylesheets from 'virtual:mintaka/component-stylesheets';

interface Family {
  /** Its stylesheet, styles/components/<stylesheet>.css. */
  stylesheet: string;
  /** The outer classes (after `mk-`) of its components (components/mdx/render/). */
  classes: readonly string[];
}

/**
 * In the order their rules had in one stylesheet, which is the order a page links them: rules of
 * the same specificity still cascade as they did.
 */
const FAMILIES: readonly Family[] = [
  { stylesheet: 'callout', classes: ['callout'] },
  { stylesheet: 'card', classes: ['card'] },
  { stylesheet: 'steps', classes: ['steps', 'step'] },
  { stylesheet: 'tabs', classes: ['tab-group', 'code-group'] },
  { stylesheet: 'aside', classes: ['aside', 'panel'] },
  { stylesheet: 'accordion', classes: ['accordion', 'expandable'] },
  { stylesheet: 'field', classes: ['field'] },
  { stylesheet: 'pill', classes: ['pill'] },
  { stylesheet: 'frame', classes: ['frame'] },
  { stylesheet: 'icon', classes: ['inline-icon'] },
  { stylesheet: 'tooltip', classes: ['tooltip'] },
  { stylesheet: 'update', classes: ['update'] },
  { stylesheet: 'badge', classes: ['badge'] },
  { stylesheet: 'tree', classes: ['tree'] },
  { stylesheet: 'color', classes: ['color'] },
  { stylesheet: 'prompt', classes: ['prompt'] },
  { stylesheet: 'tile', classes: ['tile'] },
  { stylesheet: 'github', classes: ['github'] },
  { stylesheet: 'latex', classes: ['latex'] },
];

/** An element whose class list starts with a family's class (`mk-card`, `mk-card-group`, ...). */
const OUTER_CLASS = new RegExp(` class="mk-(${FAMILIES.flatMap((f) => f.classes).join('|')})[\\s"-]`, 'g');

function stylesheetUrl(family: string): string {
  const url = stylesheets[family];
  if (!url) throw new Error(`no stylesheet styles/components/${family}.css`);
  return url;
}

/**
 * The stylesheets a page's content HTML needs for the author components it shows, in the order
 * to link them: none without a component, else the shared base and each family shown.
 */
export function componentStylesheets(html: string): string[] {
  const shown = new Set(Array.from(html.matchAll(OUTER_CLASS), (match) => match[1]));
  if (shown.size === 0) return [];
  return ['base', ...FAMILIES.filter((f) => f.classes.some((c) => shown.has(c))).map((f) => f.stylesheet)].map(stylesheetUrl);
}
