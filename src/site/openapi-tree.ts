// OpenAPI in docs.json's navigation tree (docs-json.md "navigation"): a node with `openapi`
// and no children gets one page per operation, grouped by tag, under `directory`; a page
// entry `"GET /users"` (or `"openapi.json GET /users"`) becomes the page of that operation,
// found in the document it names, else the nearest `openapi` above it, else any document.
import type { NavChildren, NavEntry, NavGroupNode, NavOpenApiRef, NavigationConfig } from '../config/site/navigation.ts';
import { generateApiPages, type LoadedDocument } from '../core/openapi/index.ts';
import type { GeneratedApiPage } from '../core/openapi/navigation.ts';
import { locateSource } from '../core/openapi/source.ts';

/** Where generated pages go when `openapi` names no `directory`. */
export const DEFAULT_API_DIRECTORY = 'api-reference';

const CONTAINERS = ['products', 'languages', 'versions', 'tabs', 'dropdowns', 'anchors'] as const;

type Node = NavChildren & Record<string, unknown>;

/** Every OpenAPI document the tree names, with what names it (for messages). */
export function collectTreeSources(navigation: NavChildren): { source: string; namedBy: string }[] {
  const found: { source: string; namedBy: string }[] = [];
  const visit = (node: Node, label: string) => {
    for (const ref of node.openapi ?? []) found.push({ source: ref.source, namedBy: label });
    for (const entry of node.pages ?? []) visitEntry(entry, label);
    for (const group of node.groups ?? []) visitEntry(group, label);
    for (const key of CONTAINERS) for (const child of (node[key] ?? []) as unknown as Node[]) visit(child, `navigation ${key.slice(0, -1)} "${String(child[key.slice(0, -1)] ?? '')}"`);
  };
  const visitEntry = (entry: NavEntry, label: string) => {
    if (typeof entry === 'string') return;
    if ('kind' in entry) {
      if (entry.openapi) found.push({ source: entry.openapi.source, namedBy: `navigation "${entry.operation}"` });
      return;
    }
    for (const ref of entry.openapi ?? []) found.push({ source: ref.source, namedBy: `navigation group "${entry.group}"` });
    for (const child of entry.pages) visitEntry(child, label);
  };
  visit(navigation as Node, 'navigation');
  return found;
}

export interface ExpandedTree {
  navigation: NavigationConfig;
  /** Pages to create: one per operation listed or generated. */
  pages: GeneratedApiPage[];
  warnings: string[];
}

/** The tree with operation entries turned into page paths and generating nodes filled. */
export function expandTreeOperations(navigation: NavigationConfig, documents: readonly LoadedDocument[], docsDir: string, file: string): ExpandedTree {
  const warnings: string[] = [];
  const pages = new Map<string, GeneratedApiPage>();
  const generations = new Map<string, ReturnType<typeof generateApiPages>>();
  const documentOf = (ref: NavOpenApiRef) => documents.find((doc) => locateSource(doc.source, docsDir).key === locateSource(ref.source, docsDir).key);
  const generate = (doc: LoadedDocument, directory: string) => {
    const key = `${doc.file}\0${directory}`;
    let generation = generations.get(key);
    if (!generation) generations.set(key, (generation = generateApiPages([doc], { outputDir: directory })));
    return generation;
  };
  const targetOf = (page: GeneratedApiPage) => (page.kind === 'webhook' ? `webhook ${page.path}`.toLowerCase() : `${page.method.toUpperCase()} ${page.path}`);

  /** Groups of a node's operations: one per tag, the pages kept. */
  const generatedGroups = (refs: NavOpenApiRef[]): NavGroupNode[] =>
    refs.flatMap((ref) => {
      const doc = documentOf(ref);
      if (!doc) return [];
      const generation = generate(doc, ref.directory ?? DEFAULT_API_DIRECTORY);
      for (const page of generation.pages) pages.set(page.slug, page);
      return generation.navigation.map((group) => ({ group: group.group, pages: group.pages }));
    });

  const resolveOperation = (operation: string, named: NavOpenApiRef | undefined, refs: NavOpenApiRef[]): string | undefined => {
    const wanted = operation.toLowerCase().startsWith('webhook ') ? operation.toLowerCase() : operation;
    const candidates: NavOpenApiRef[] = named ? [named] : refs.length ? refs : documents.map((doc) => ({ source: doc.source }));
    for (const ref of candidates) {
      const doc = documentOf(ref);
      if (!doc) continue;
      const directory = (named ? refs.find((r) => documentOf(r) === doc)?.directory : ref.directory) ?? DEFAULT_API_DIRECTORY;
      const page = generate(doc, directory).pages.find((candidate) => targetOf(candidate) === wanted);
      if (page) {
        pages.set(page.slug, page);
        return page.slug;
      }
    }
    const where = candidates.map((ref) => ref.source).join(', ') || 'no OpenAPI document';
    warnings.push(`${file}: navigation: "${named ? `${named.source} ` : ''}${operation}" is not an operation of ${where}; it is left out of the navigation`);
    return undefined;
  };

  const entries = (list: NavEntry[], refs: NavOpenApiRef[]): NavEntry[] =>
    list.flatMap((entry): NavEntry[] => {
      if (typeof entry === 'string') return [entry];
      if ('kind' in entry) {
        const slug = resolveOperation(entry.operation, entry.openapi, refs);
        return slug ? [slug] : [];
      }
      return [group(entry, refs)];
    });

  const group = (node: NavGroupNode, inherited: NavOpenApiRef[]): NavGroupNode => {
    const refs = node.openapi ?? inherited;
    if (node.openapi && node.pages.length === 0) return { ...node, pages: generatedGroups(node.openapi) };
    return { ...node, pages: entries(node.pages, refs) };
  };

  const visit = <T extends Node>(node: T, inherited: NavOpenApiRef[]): T => {
    const refs = node.openapi ?? inherited;
    const copy: Node = { ...node };
    const hasChildren = [...CONTAINERS, 'groups', 'pages'].some((key) => Array.isArray(node[key]) && (node[key] as unknown[]).length > 0);
    if (node.openapi && !hasChildren && typeof node.href !== 'string') copy.groups = generatedGroups(node.openapi);
    if (node.groups) copy.groups = node.groups.map((child) => group(child, refs));
    if (node.pages) copy.pages = entries(node.pages, refs);
    for (const key of CONTAINERS) if (node[key]) (copy as Record<string, unknown>)[key] = (node[key] as unknown as Node[]).map((child) => visit(child, refs));
    return copy as T;
  };

  const expanded = visit(navigation as unknown as Node, []) as unknown as NavigationConfig;
  return { navigation: expanded, pages: [...pages.values()], warnings };
}
