// The author components' styles (styles/components/), one stylesheet per family, are linked by
// the pages that show one, whichever way the page was rendered (compiled MDX, or written straight
// to HTML by integration/markdown/mdx-to-html.ts): the page's HTML says which it shows. A page
// links only its families' rules, not every component's (issue 15: a page's CSS within 25 KiB).
import { stylesheetUrl } from '../../integration/stylesheet-urls.ts';

interface Family {
  /** Its stylesheet, styles/components/<stylesheet>.css. */
  stylesheet: string;
  /** The outer classes (after `mk-`) of its components (components/mdx/render/). */
  classes: readonly string[];
}

/**
 * What a page's content shows besides author components, with rules of its own that most pages
 * do not need: by a mark in the HTML, without the components' shared base.
 */
interface ContentFeature {
  stylesheet: string;
  shown: RegExp;
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

/** In the order they were in content.css and global.css. */
const CONTENT_FEATURES: readonly ContentFeature[] = [
  // Fence meta and <CodeBlock> props: highlighted or focused lines, line numbers, wrapping.
  { stylesheet: 'code-options', shown: /\bmk-(?:line-highlight|code-focus|code-lines|code-wrap)\b/ },
  // ```mermaid fences and <Mermaid>.
  { stylesheet: 'mermaid', shown: /<pre class="mermaid"/ },
  // Markdown and HTML tables (on 2 to 25 % of a real site's pages).
  { stylesheet: 'table', shown: /<table[\s>]/ },
  // Images, which the zoom script makes zoomable (client/image-zoom.js).
  { stylesheet: 'image-zoom', shown: /<img[\s>]/ },
];

/** An element whose class list starts with a family's class (`mk-card`, `mk-card-group`, ...). */
const OUTER_CLASS = new RegExp(` class="mk-(${FAMILIES.flatMap((f) => f.classes).join('|')})[\\s"-]`, 'g');

/**
 * The stylesheets a page's content HTML needs for the author components and content features it
 * shows, in the order to link them: the shared base and each family shown (none without a
 * component), then each feature shown.
 */
export function componentStylesheets(html: string): string[] {
  const shown = new Set(Array.from(html.matchAll(OUTER_CLASS), (match) => match[1]));
  const families = shown.size === 0 ? [] : ['base', ...FAMILIES.filter((f) => f.classes.some((c) => shown.has(c))).map((f) => f.stylesheet)];
  const features = CONTENT_FEATURES.filter((feature) => feature.shown.test(html)).map((feature) => feature.stylesheet);
  return [...families, ...features].map(stylesheetUrl);
}
