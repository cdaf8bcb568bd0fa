// The author components' styles (styles/components/), one stylesheet per family, are linked by
// the pages that show one, whichever way the page was rendered (compiled MDX, or written straight
// to HTML by integration/markdown/mdx-to-html.ts): the page's HTML says which it shows. A page
// links only its families' rules, not every component's (issue 15: a page's CSS within 25 KiB).
import baseCss from '../../styles/components/base.css?url';
import calloutCss from '../../styles/components/callout.css?url';
import cardCss from '../../styles/components/card.css?url';
import stepsCss from '../../styles/components/steps.css?url';
import tabsCss from '../../styles/components/tabs.css?url';
import asideCss from '../../styles/components/aside.css?url';
import accordionCss from '../../styles/components/accordion.css?url';
import fieldCss from '../../styles/components/field.css?url';
import pillCss from '../../styles/components/pill.css?url';
import frameCss from '../../styles/components/frame.css?url';
import iconCss from '../../styles/components/icon.css?url';
import tooltipCss from '../../styles/components/tooltip.css?url';
import updateCss from '../../styles/components/update.css?url';
import badgeCss from '../../styles/components/badge.css?url';
import treeCss from '../../styles/components/tree.css?url';
import colorCss from '../../styles/components/color.css?url';
import promptCss from '../../styles/components/prompt.css?url';
import tileCss from '../../styles/components/tile.css?url';
import githubCss from '../../styles/components/github.css?url';
import latexCss from '../../styles/components/latex.css?url';

interface Family {
  stylesheet: string;
  /** The outer classes (after `mk-`) of its components (components/mdx/render/). */
  classes: readonly string[];
}

/**
 * In the order their rules had in one stylesheet, which is the order a page links them: rules of
 * the same specificity still cascade as they did.
 */
const FAMILIES: readonly Family[] = [
  { stylesheet: calloutCss, classes: ['callout'] },
  { stylesheet: cardCss, classes: ['card'] },
  { stylesheet: stepsCss, classes: ['steps', 'step'] },
  { stylesheet: tabsCss, classes: ['tab-group', 'code-group'] },
  { stylesheet: asideCss, classes: ['aside', 'panel'] },
  { stylesheet: accordionCss, classes: ['accordion', 'expandable'] },
  { stylesheet: fieldCss, classes: ['field'] },
  { stylesheet: pillCss, classes: ['pill'] },
  { stylesheet: frameCss, classes: ['frame'] },
  { stylesheet: iconCss, classes: ['inline-icon'] },
  { stylesheet: tooltipCss, classes: ['tooltip'] },
  { stylesheet: updateCss, classes: ['update'] },
  { stylesheet: badgeCss, classes: ['badge'] },
  { stylesheet: treeCss, classes: ['tree'] },
  { stylesheet: colorCss, classes: ['color'] },
  { stylesheet: promptCss, classes: ['prompt'] },
  { stylesheet: tileCss, classes: ['tile'] },
  { stylesheet: githubCss, classes: ['github'] },
  { stylesheet: latexCss, classes: ['latex'] },
];

/** An element whose class list starts with a family's class (`mk-card`, `mk-card-group`, ...). */
const OUTER_CLASS = new RegExp(` class="mk-(${FAMILIES.flatMap((f) => f.classes).join('|')})[\\s"-]`, 'g');

/**
 * The stylesheets a page's content HTML needs for the author components it shows, in the order
 * to link them: none without a component, else the shared base and each family shown.
 */
export function componentStylesheets(html: string): string[] {
  const shown = new Set(Array.from(html.matchAll(OUTER_CLASS), (match) => match[1]));
  if (shown.size === 0) return [];
  return [baseCss, ...FAMILIES.filter((f) => f.classes.some((c) => shown.has(c))).map((f) => f.stylesheet)];
}
