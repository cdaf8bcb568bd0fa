// The author components' stylesheet (styles/components.css) is linked by the pages that show
// one, whichever way the page was rendered (compiled MDX, or written straight to HTML by
// integration/markdown/mdx-to-html.ts): the page's HTML says which it shows.

/** The outer classes of the author components (components/mdx/render/) and of the side column. */
const COMPONENT_CLASS = / class="mk-(?:callout|card|steps|step|tab-group|code-group|accordion|expandable|field|frame|badge|inline-icon|tooltip|tree|color|update|github|tile|panel|aside|prompt|latex)[\s"-]/;

/** Whether a page's content shows an author component (and needs their styles). */
export function usesComponentStyles(html: string): boolean {
  return COMPONENT_CLASS.test(html);
}
