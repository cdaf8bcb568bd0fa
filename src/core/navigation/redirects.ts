import { hrefForPath } from './page-paths.ts';

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

/** docs.json's `*` wildcard is mint.json's `:slug*` (the rest of the path). */
const splatOf = (path: string) => path.replace(/\*(?=$|\/)/, (_, offset: number) => (path[offset - 1] === '/' || offset === 0 ? ':splat*' : '*'));

/**
 * The rules in the `_redirects` format static hosts read (Netlify, Cloudflare Pages): one
 * line each, `:param` and `*` kept, 308 for permanent redirects and 307 for the others
 * (docs-json.md "redirects"). Hosts that read it answer with the right status code.
 */
export function renderRedirectsFile(rules: readonly RedirectRule[]): string {
  const line = (rule: RedirectRule) => {
    const path = (value: string) => (/^[a-z][a-z0-9+.-]*:/i.test(value) ? value : `/${trim(value)}`).replace(/:(\w+)\*/g, '*');
    return `${path(rule.source)} ${path(rule.destination).replace(/\*/g, ':splat')} ${rule.permanent ? 308 : 307}`;
  };
  return rules.map(line).join('\n') + (rules.length ? '\n' : '');
}

/**
 * Expands mint.json `redirects` into static redirect pages. Static hosting cannot match
 * patterns at request time, so a `:param`/`:slug*` source is expanded against the pages that
 * exist under its destination.
 */
export function expandRedirects(rules: readonly RedirectRule[], pagePaths: readonly string[]): RedirectPage[] {
  const pages: RedirectPage[] = [];
  for (const original of rules) {
    const rule = { ...original, source: splatOf(original.source), destination: splatOf(original.destination) };
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

/**
 * Folders that hold pages but are no page themselves (`/integrations` when only
 * `integrations/slack` exists): a link to one leads to its first page in the navigation (its
 * `index` is a page of its own and needs none), else its first page by path, as on Mintlify.
 * `pagePaths` are the site's pages; `navigationOrder` the pages in the sidebar's order.
 */
export function folderRedirects(pagePaths: readonly string[], navigationOrder: readonly string[]): RedirectPage[] {
  const pages = new Set(pagePaths);
  const folders = new Set<string>();
  for (const path of pagePaths) {
    const parts = path.split('/');
    for (let i = 1; i < parts.length; i++) folders.add(parts.slice(0, i).join('/'));
  }
  const redirects: RedirectPage[] = [];
  for (const folder of [...folders].sort()) {
    if (pages.has(folder) || pages.has(`${folder}/index`)) continue;
    const inside = (path: string) => path.startsWith(`${folder}/`);
    const first = navigationOrder.find(inside) ?? [...pagePaths].filter(inside).sort()[0];
    if (first) redirects.push({ from: folder, to: hrefForPath(first) });
  }
  return redirects;
}
