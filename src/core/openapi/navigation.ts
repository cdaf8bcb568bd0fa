// Pages for a tab's or anchor's `openapi`: one page per operation under the tab's `url`, in a
// folder per first tag, grouped by tag in the sidebar (untagged: "API Reference").
import type { HttpMethod } from './document-types.ts';
import type { NamedDocument } from './lookup.ts';
import { listOperations } from './operations.ts';
import { createSlugAllocator, slugify, slugifyOperation } from './slugs.ts';

export const DEFAULT_API_GROUP = 'API Reference';

export interface GeneratedApiPage {
  /** `api-reference/pets/list-pets` (no leading slash, no extension). */
  slug: string;
  title: string;
  description?: string;
  /** The frontmatter value that renders this page: `petstore.yaml GET /pets`. */
  openapi: string;
  kind: 'operation' | 'webhook';
  method: HttpMethod;
  path: string;
  file: string;
  group: string;
  deprecated: boolean;
  /** `x-hidden`: built, but left out of `navigation`. */
  hidden: boolean;
  version?: string;
}

export interface ApiNavigationGroup {
  group: string;
  /** Page slugs, in spec order. */
  pages: string[];
}

export interface GenerateApiPagesOptions {
  /** The tab's or anchor's `url`: the folder the pages go in. */
  outputDir: string;
  /** The tab's or anchor's `version`, copied to each page. */
  version?: string;
}

export function generateApiPages(documents: readonly NamedDocument[], options: GenerateApiPagesOptions): { pages: GeneratedApiPage[]; navigation: ApiNavigationGroup[] } {
  const prefix = options.outputDir.replace(/^\/+|\/+$/g, '');
  const allocate = createSlugAllocator();
  const pages: GeneratedApiPage[] = [];
  const groups = new Map<string, string[]>();
  for (const source of documents) {
    for (const operation of listOperations(source.document)) {
      if (operation.excluded) continue;
      const tag = operation.tags[0];
      const group = tag ?? DEFAULT_API_GROUP;
      const name = operation.summary ? slugify(operation.summary) : '';
      const fallback = operation.kind === 'webhook' ? slugify(operation.path) : slugifyOperation(operation.method, operation.path);
      const folder = [prefix, tag ? slugify(tag) : ''].filter(Boolean).join('/');
      const slug = allocate([folder, name || fallback].filter(Boolean).join('/'));
      const title = operation.summary ?? (operation.kind === 'webhook' ? operation.path : `${operation.method.toUpperCase()} ${operation.path}`);
      const target = operation.kind === 'webhook' ? `webhook ${operation.path}` : `${operation.method.toUpperCase()} ${operation.path}`;
      const page: GeneratedApiPage = {
        slug,
        title,
        openapi: `${source.file} ${target}`,
        kind: operation.kind,
        method: operation.method,
        path: operation.path,
        file: source.file,
        group,
        deprecated: operation.deprecated,
        hidden: operation.hidden,
      };
      if (operation.description) page.description = operation.description;
      if (options.version) page.version = options.version;
      pages.push(page);
      if (!operation.hidden) groups.set(group, [...(groups.get(group) ?? []), slug]);
    }
  }
  return { pages, navigation: [...groups].map(([group, slugs]) => ({ group, pages: slugs })) };
}
