/** A static redirect page to write: from a URL path (no leading slash) to a target URL. */
export interface RedirectPage {
  from: string;
  to: string;
}

export interface RedirectRule {
  source: string;
  destination: string;
  permanent?: boolean;
}

const trim = (path: string) => path.replace(/^\/+/, '').replace(/\/+$/, '');

/**
 * Expands mint.json `redirects` into static redirect pages. Static hosting cannot match
 * patterns at request time, so a `:param`/`:slug*` source is expanded against the pages that
 * exist under its destination.
 */
export function expandRedirects(rules: readonly RedirectRule[], pagePaths: readonly string[]): RedirectPage[] {
  const pages: RedirectPage[] = [];
  for (const rule of rules) {
    const source = trim(rule.source);
    if (!source.includes(':')) {
      pages.push({ from: source, to: rule.destination });
      continue;
    }
    const destination = trim(rule.destination);
    const wildcard = /:(\w+)\*?/g;
    const names = [...destination.matchAll(wildcard)].map((m) => m[1]!);
    if (names.length === 0) continue;
    const pattern = new RegExp(`^${destination.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:(\w+)\\\*|:(\w+)\*?/g, (m) => (m.endsWith('*') ? '(.+)' : '([^/]+)'))}$`);
    for (const path of pagePaths) {
      const match = pattern.exec(path);
      if (!match) continue;
      let from = source;
      names.forEach((name, i) => {
        from = from.replace(new RegExp(`:${name}\\*?`), match[i + 1]!);
      });
      if (!from.includes(':')) pages.push({ from, to: `/${path}` });
    }
  }
  return pages;
}
