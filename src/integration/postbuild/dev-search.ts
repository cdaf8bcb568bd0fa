import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Element, Root as HastRoot } from 'hast';
import { toString } from 'hast-util-to-string';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { DevHost } from './dev-host.ts';
import { HeadingIds } from '../../core/links/heading-id.ts';
import type { SiteData } from '../../site/load-site.ts';
import { devMarkdown } from './dev-markdown.ts';
import { bundleSearchClient, SEARCH_CLIENT_PATH } from './search-client.ts';
import { buildSearchIndexFiles } from './search-index.ts';

// Search in `mintaka dev`: the dialog's code, and a Pagefind index built from the pages'
// Markdown on the first search (pages are rendered on request in dev, so there is no HTML to
// index) and again after a page changes.

const TYPES: Record<string, string> = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json', '.css': 'text/css' };

/** Heading ids as the pages have them, so results lead to the right section. */
function rehypeHeadingIds() {
  return (tree: HastRoot) => {
    const ids = new HeadingIds();
    visit(tree, 'element', (node: Element) => {
      if (/^h[1-6]$/.test(node.tagName)) node.properties.id = ids.slug(toString(node));
    });
  };
}

const toHtml = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeHeadingIds).use(rehypeStringify).freeze();

async function buildDevIndex(site: SiteData): Promise<Map<string, Uint8Array>> {
  const markdown = await devMarkdown(site);
  return buildSearchIndexFiles(site, (page) => {
    const source = markdown.get(page.path);
    return source === undefined ? undefined : `<html lang="en"><body><main>${String(toHtml.processSync(source))}</main></body></html>`;
  });
}

function send(res: ServerResponse, path: string, body: string | Uint8Array): void {
  const ext = /\.[a-z]+$/.exec(path)?.[0] ?? '';
  res.setHeader('content-type', TYPES[ext] ?? 'application/octet-stream');
  res.setHeader('cache-control', 'no-store');
  res.end(body);
}

/** Serves /_mintaka/search.js and /pagefind/* from memory on the dev server. */
export function serveDevSearch(server: DevHost, getSite: () => SiteData): void {
  let index: Promise<Map<string, Uint8Array>> | undefined;
  server.watcher.on('all', (_event, file) => {
    if (/\.mdx?$/i.test(file)) index = undefined;
  });
  server.middlewares.use((req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const path = (req.url ?? '').split('?')[0]!;
    if (path === SEARCH_CLIENT_PATH) {
      bundleSearchClient().then((code) => send(res, path, code), () => next());
      return;
    }
    if (!path.startsWith('/pagefind/')) return next();
    index ??= buildDevIndex(getSite());
    index.then(
      (files) => {
        const file = files.get(path.slice('/pagefind/'.length));
        if (file) send(res, path, file);
        else next();
      },
      (error: unknown) => {
        index = undefined;
        server.config.logger.error(`Mintaka: the dev search index could not be built (${error instanceof Error ? error.message : String(error)})`);
        next();
      },
    );
  });
}
