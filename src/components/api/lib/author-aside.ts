/**
 * The side-column block a page's MDX body writes (`<div class="mk-aside">`, made by
 * remark-mdx-components from its `<RequestExample>`, `<ResponseExample>` and `<Panel>`), cut
 * out of the body's HTML. On an API page it joins the generated examples' column instead of
 * sitting inside the main column, where it squeezed the page; the writer's examples replace
 * the generated ones of their kind.
 */
export interface AuthorAside {
  /** The body without the block. */
  body: string;
  /** What the block holds, or undefined when the body has none. */
  aside?: string;
  hasRequest: boolean;
  hasResponse: boolean;
}

const OPEN = '<div class="mk-aside">';

export function takeAuthorAside(html: string): AuthorAside {
  const start = html.indexOf(OPEN);
  if (start < 0) return { body: html, hasRequest: false, hasResponse: false };
  // Astro's own well-formed HTML: count <div> and </div> to the block's end (code is escaped).
  const tag = /<div\b|<\/div>/g;
  tag.lastIndex = start + OPEN.length;
  let depth = 1;
  let end = -1;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1;
    if (depth === 0) {
      end = match.index;
      break;
    }
  }
  if (end < 0) return { body: html, hasRequest: false, hasResponse: false };
  const aside = html.slice(start + OPEN.length, end);
  return {
    body: html.slice(0, start) + html.slice(end + '</div>'.length),
    aside,
    hasRequest: aside.includes('mk-request-example'),
    hasResponse: aside.includes('mk-response-example'),
  };
}
