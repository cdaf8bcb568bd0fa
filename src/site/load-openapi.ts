// The site's OpenAPI documents, loaded once per build before any page renders: from mint.json
// `openapi`, from tabs' and anchors' `openapi`, from every file in the folder whose top level
// has an `openapi` key, and from files that pages name. The documents stay here (on
// globalThis, so the Vite-bundled page code reads the same ones the CLI loaded); the site
// model only gets a small `api` reference per page.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NavGroupNode, NavigationConfig } from '../config/site/navigation.ts';
import type { SiteConfig } from '../config/site/types.ts';
import { isOpenApiText as isOpenApiDocumentText } from '../core/openapi/discover.ts';
import { discoverOpenApiFiles, generateApiPages, loadOpenApiDocument, type LoadedDocument, type OpenApiIssue } from '../core/openapi/index.ts';
import { normalizeDocumentName, parseOpenApiFrontmatter } from '../core/openapi/frontmatter.ts';
import { locateSource } from '../core/openapi/source.ts';
import type { GeneratedApiPage } from '../core/openapi/navigation.ts';
import { resolveApiPages, type Unreachable } from './api-pages.ts';
import { collectTreeSources, expandTreeOperations } from './openapi-tree.ts';
import type { PageRecord } from './types.ts';

export interface OpenApiSiteInput {
  docsDir: string;
  config: SiteConfig;
  /** The pages read from the folder, by path. Their `api`, title and description are filled in. */
  pages: Record<string, PageRecord>;
  /** JSON/YAML files of the folder (DocsFiles.dataFiles). */
  dataFiles: string[];
}

export interface OpenApiSiteResult {
  errors: string[];
  warnings: string[];
  /** Pages of tabs and anchors with `openapi`: one per operation, no file on disk. */
  pages: PageRecord[];
  /** Their sidebar groups (one per tag), to append to the navigation's groups (mint.json's layout). */
  navigation: NavGroupNode[];
  /** docs.json trees: the tree with operation entries as pages and generating nodes filled. */
  tree?: NavigationConfig;
}

interface SourceRequest {
  source: string;
  /** What names it (mint.json, a tab, a page); empty when it was only found in the folder. */
  namedBy: string[];
}

const STORE = Symbol.for('mintaka.openapi');

/** What the last load of a docs folder left for the pages (and, in dev, for the file watcher). */
interface OpenApiState {
  documents: LoadedDocument[];
  /** Documents that could not be loaded, by the name pages use (`LoadedDocument.file`): their errors. */
  failures: Map<string, OpenApiIssue[]>;
  /** Absolute paths of the local files documents were read from, kept across reloads. */
  files: Set<string>;
}
type Store = Record<symbol, Map<string, OpenApiState> | undefined>;

function stateOf(docsDir: string): OpenApiState | undefined {
  return (globalThis as unknown as Store)[STORE]?.get(docsDir);
}

/** The documents loaded for a docs folder (by this build, in this process). */
export function getOpenApiDocuments(docsDir: string): LoadedDocument[] {
  return stateOf(docsDir)?.documents ?? [];
}

/** The errors of a document that failed to load (in `mintaka dev`, after an edit broke it). */
export function getOpenApiFailure(docsDir: string, file: string): OpenApiIssue[] | undefined {
  return stateOf(docsDir)?.failures.get(file);
}

/**
 * Whether a changed file can change the site's API pages: a file a document was read from
 * (its `$ref`ed files included), or a JSON/YAML file of the folder that now is a document.
 */
export function isOpenApiInput(docsDir: string, file: string): boolean {
  if (stateOf(docsDir)?.files.has(file)) return true;
  return file.startsWith(docsDir + sep) && isOpenApiFile(file);
}

function isOpenApiFile(file: string): boolean {
  if (!/\.(json|ya?ml)$/i.test(file) || basename(file) === 'mint.json' || basename(file) === 'docs.json') return false;
  try {
    return isOpenApiDocumentText(readFileSync(file, 'utf8'), file);
  } catch {
    return false;
  }
}

function storeState(docsDir: string, state: Omit<OpenApiState, 'files'>, files: string[]): void {
  const store = globalThis as unknown as Store;
  store[STORE] ??= new Map();
  const known = store[STORE].get(docsDir)?.files ?? new Set<string>();
  for (const file of files) known.add(file);
  store[STORE].set(docsDir, { ...state, files: known });
}

export async function loadOpenApiSite(input: OpenApiSiteInput): Promise<OpenApiSiteResult> {
  const { docsDir, config } = input;
  const requests = new Map<string, SourceRequest>();
  const request = (source: string, namedBy?: string) => {
    const key = locateSource(source, docsDir).key;
    const existing = requests.get(key) ?? { source, namedBy: [] };
    if (namedBy) existing.namedBy.push(namedBy);
    requests.set(key, existing);
  };
  for (const { source } of config.api.openapi) request(source, `${config.file} "openapi"`);
  const layout = config.navigation.prefixLayout;
  const sections = [
    ...(layout?.tabs ?? []).map((section) => ({ section, label: `tab "${section.name}"` })),
    ...(layout?.anchors ?? []).map((section) => ({ section, label: `anchor "${section.name}"` })),
  ].filter(({ section }) => typeof section.openapi === 'string');
  for (const { section, label } of sections) request(sectionSource(section.openapi!), `${config.file} ${label}`);
  if (!layout) for (const { source, namedBy } of collectTreeSources(config.navigation)) request(source, `${config.file} ${namedBy}`);
  for (const file of await discoverOpenApiFiles(docsDir, input.dataFiles)) request(file);
  for (const page of Object.values(input.pages)) {
    const source = pageSource(page, docsDir, [...requests.values()].map((r) => r.source));
    if (source) request(source, page.file);
  }

  const offline = process.env.MINTAKA_OFFLINE === '1';
  const fetchDocument: typeof fetch = offline ? () => Promise.reject(new Error('offline mode (MINTAKA_OFFLINE=1)')) : globalThis.fetch;
  const entries = [...requests.values()];
  const results = await Promise.all(entries.map((r) => loadOpenApiDocument(r.source, { baseDir: docsDir, fetch: fetchDocument })));

  const errors: string[] = [];
  const warnings: string[] = [];
  const documents: LoadedDocument[] = [];
  const unreachable: Unreachable[] = [];
  const failures = new Map<string, OpenApiIssue[]>();
  const files = entries.map((entry) => locateSource(entry.source, docsDir)).filter((location) => !location.remote).map((location) => fileURLToPath(location.key));
  results.forEach((result, index) => {
    const { source, namedBy } = entries[index]!;
    if (result.ok) {
      documents.push(result);
      files.push(...result.files);
      warnings.push(...result.warnings.map((issue) => issue.message));
    } else if (result.error.code === 'fetch-failed') {
      unreachable.push({ source, url: result.error.url ?? source, reason: result.error.message, neededBy: [...namedBy] });
    } else if (namedBy.length > 0) {
      failures.set(locateSource(source, docsDir).display, result.issues);
      errors.push(...describeFailure(result.issues, namedBy));
    } else {
      // Mintlify only warns about a broken file that nothing uses.
      failures.set(locateSource(source, docsDir).display, result.issues);
      warnings.push(...result.issues.map((issue) => `${issue.message} (this file is not used by mint.json or any page, so it is skipped)`));
    }
  });
  storeState(docsDir, { documents, failures }, files);

  const generated: PageRecord[] = [];
  const navigation: NavGroupNode[] = [];
  /** A page of its own for a generated operation, unless a file of the folder has its URL. */
  const addGenerated = (page: GeneratedApiPage, label: string) => {
    if (input.pages[page.slug]) {
      warnings.push(`${label}: the page for ${page.openapi.slice(page.file.length + 1)} would be /${page.slug}, which ${input.pages[page.slug]!.file} already is; the file is used`);
      return;
    }
    const frontmatter = { title: page.title, openapi: page.openapi, ...(page.version ? { version: page.version } : {}), ...(page.deprecated ? { deprecated: true } : {}), ...(page.hidden ? { hidden: true } : {}) };
    generated.push({ path: page.slug, file: page.file, format: 'mdx', title: page.title, frontmatter });
  };
  for (const { section, label } of sections) {
    const key = locateSource(sectionSource(section.openapi!), docsDir).key;
    const document = documents.find((doc) => locateSource(doc.source, docsDir).key === key);
    if (!document) continue;
    const result = generateApiPages([document], { outputDir: section.url, version: section.version });
    for (const page of result.pages) addGenerated(page, `${config.file} ${label}`);
    const taken = new Set(generated.map((page) => page.path));
    navigation.push(...result.navigation.map((group) => ({ group: group.group, pages: group.pages.filter((slug) => taken.has(slug)), ...(section.version ? { version: section.version } : {}) })));
  }

  let tree: NavigationConfig | undefined;
  if (!layout) {
    const expanded = expandTreeOperations(config.navigation, documents, docsDir, config.file);
    warnings.push(...expanded.warnings);
    for (const page of expanded.pages) addGenerated(page, `${config.file} navigation`);
    tree = expanded.navigation;
  }

  const all = { ...input.pages, ...Object.fromEntries(generated.map((page) => [page.path, page])) };
  const broken = [...failures].map(([file, issues]) => ({ file, reason: (issues.find((issue) => issue.severity === 'error') ?? issues[0]!).message }));
  warnings.push(...resolveApiPages(Object.values(all), documents, unreachable, docsDir, new Set(generated.map((p) => p.path)), broken));
  for (const { reason, neededBy } of unreachable) {
    const needed = neededBy.length > 0 ? `; needed by ${neededBy.join(', ')}` : '';
    warnings.push(`${reason}${needed} (its pages are built without it and say so)`);
  }
  return { errors, warnings, pages: generated, navigation, ...(tree ? { tree } : {}) };
}

/** Tab/anchor `openapi` is "/openapi.json" (from the folder's root) or a URL. */
function sectionSource(value: string): string {
  return /^https?:\/\//i.test(value) ? value : value.replace(/^\/+/, '');
}

/**
 * The document a page names in its frontmatter, when it is not already requested: a URL, or
 * a file of the folder written with or without its extension.
 */
function pageSource(page: PageRecord, docsDir: string, requested: string[]): string | undefined {
  const fm = page.frontmatter;
  const file = typeof fm.openapi === 'string' ? fileOf(fm.openapi) : typeof fm['openapi-schema'] === 'string' ? schemaFileOf(fm['openapi-schema']) : undefined;
  if (!file) return undefined;
  if (/^https?:\/\//i.test(file)) return file;
  const wanted = normalizeDocumentName(file);
  if (requested.some((source) => normalizeDocumentName(source) === wanted)) return requested.find((source) => normalizeDocumentName(source) === wanted);
  const bare = file.replace(/^(\.\/|\/)+/, '');
  return [bare, `${bare}.json`, `${bare}.yaml`, `${bare}.yml`].find((candidate) => /\.(json|ya?ml)$/i.test(candidate) && existsSync(join(docsDir, candidate)));
}

function fileOf(value: string): string | undefined {
  const parsed = parseOpenApiFrontmatter(value);
  return parsed.ok ? parsed.ref.file : undefined;
}

function schemaFileOf(value: string): string | undefined {
  const tokens = value.trim().split(/\s+/);
  return tokens.length === 2 ? tokens[0] : undefined;
}

/** Every error of a document someone relies on, each line naming the file and JSON pointer. */
function describeFailure(issues: OpenApiIssue[], namedBy: string[]): string[] {
  const users = namedBy.length > 3 ? `${namedBy.slice(0, 3).join(', ')} and ${namedBy.length - 3} more` : namedBy.join(', ');
  return issues.filter((issue) => issue.severity === 'error').map((issue) => `${issue.message} (used by ${users})`);
}
