// <Tab> cannot see its siblings, so it wraps its content in comment markers that the enclosing
// <Tabs> reads when it renders its children to a string. Inner <Tabs> consume their own
// markers first (children render before the parent finishes), so the markers an outer group
// sees are always its own.

export interface TabMeta {
  title: string;
  icon?: string;
  iconType?: string;
  id?: string;
}

const END = '<!--/mk-tab-->';
const PATTERN = /<!--mk-tab:([^>]*?)-->([\s\S]*?)<!--\/mk-tab-->/g;

export function wrapTab(meta: TabMeta, html: string): string {
  return `<!--mk-tab:${encodeURIComponent(JSON.stringify(meta))}-->${html}${END}`;
}

/** The tabs marked in rendered children, in order; empty when there are none. */
export function readTabs(html: string): { meta: TabMeta; html: string }[] {
  const tabs: { meta: TabMeta; html: string }[] = [];
  for (const match of html.matchAll(PATTERN)) {
    tabs.push({ meta: JSON.parse(decodeURIComponent(match[1]!)) as TabMeta, html: match[2]! });
  }
  return tabs;
}
