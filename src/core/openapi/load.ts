// Loading an OpenAPI document for rendering: read (file or URL), parse (JSON/YAML), convert
// Swagger 2.0, load and check every `$ref`, validate the structure, dereference. Everything
// that can go wrong comes back as a value; nothing is thrown for a user's mistake.
import { fileURLToPath } from 'node:url';
import type { OpenApiDocument } from './document-types.ts';
import { isPlainObject, type OpenApiIssue } from './issues.ts';
import { crawlReferencedSources, type ParsedSource } from './ref-crawl.ts';
import { dereferenceSources } from './dereference.ts';
import { locateSource, parseSourceText, readSourceText, type SourceLocation } from './source.ts';
import { detectSpecVersion, validateStructure, type SpecVersion } from './validate.ts';
import { collectDocumentWarnings } from './document-warnings.ts';

export interface LoadOptions {
  /** The docs folder: relative paths are resolved against it and messages are relative to it. */
  baseDir: string;
  fetch?: typeof fetch;
  /** Per remote document; default 5000 ms. */
  timeoutMs?: number;
}

export interface LoadedDocument {
  ok: true;
  /** The source as given (path relative to the docs folder, or URL). */
  source: string;
  /** How messages and frontmatter name it: path relative to the docs folder, or the URL. */
  file: string;
  /** The version the file was written in; `document` is always OpenAPI 3.x. */
  specVersion: SpecVersion;
  /** Dereferenced: no `$ref` left; circular schemas are circular object references. */
  document: OpenApiDocument;
  /** Names of objects that came from a `$ref` (schema names for circular nodes and options). */
  refNames: WeakMap<object, string>;
  warnings: OpenApiIssue[];
  /** Absolute paths of the local files it was read from (the document and every `$ref`ed file). */
  files: string[];
}

export interface LoadFailure {
  ok: false;
  /** The first problem; `severity: 'warning'` when a remote document could not be fetched. */
  error: OpenApiIssue;
  /** Every problem found (at least one). */
  issues: OpenApiIssue[];
}

export const DEFAULT_FETCH_TIMEOUT_MS = 5000;

export async function loadOpenApiDocument(source: string, opts: LoadOptions): Promise<LoadedDocument | LoadFailure> {
  const readOptions = { baseDir: opts.baseDir, fetch: opts.fetch ?? globalThis.fetch, timeoutMs: opts.timeoutMs ?? DEFAULT_FETCH_TIMEOUT_MS };
  const location = locateSource(source, opts.baseDir);
  const text = await readSourceText(location, readOptions);
  if (!text.ok) return fail([text.issue]);
  const parsed = parseSourceText(text.value, location.display);
  if (!parsed.ok) return fail([parsed.issue]);
  let root: ParsedSource = { location, value: parsed.value };
  const version = detectSpecVersion(root);
  if (!version.ok) return fail([version.issue]);

  if (version.version === '2.0') {
    const issues = validateStructure(root, new Map([[location.key, root]]), '2.0');
    if (issues.length > 0) return fail(issues);
    const converted = await convertSwagger2(root);
    if (!converted.ok) return fail([converted.issue]);
    root = converted.value;
  }
  const crawl = await crawlReferencedSources(root, readOptions);
  if (!crawl.ok) return fail(crawl.issues);
  if (version.version !== '2.0') {
    const issues = validateStructure(root, crawl.sources, version.version);
    if (issues.length > 0) return fail(issues);
  }

  let dereferenced;
  try {
    dereferenced = await dereferenceSources(root, crawl.sources);
  } catch (error) {
    const message = `${location.display}: cannot resolve references: ${(error as Error).message}`;
    return fail([{ severity: 'error', code: 'broken-ref', file: location.display, message }]);
  }
  const document = dereferenced.value as unknown as OpenApiDocument;
  nameComponentSchemas(document, dereferenced.refNames);
  if (location.remote) resolveServerUrls(document, location);
  return {
    ok: true,
    source,
    file: location.display,
    specVersion: version.version,
    document,
    refNames: dereferenced.refNames,
    warnings: collectDocumentWarnings(document, location.display),
    files: [...crawl.sources.values()].filter((source) => !source.location.remote).map((source) => fileURLToPath(source.location.key)),
  };
}

function fail(issues: OpenApiIssue[]): LoadFailure {
  const firstError = issues.find((issue) => issue.severity === 'error');
  return { ok: false, error: firstError ?? issues[0], issues };
}

async function convertSwagger2(root: ParsedSource): Promise<{ ok: true; value: ParsedSource } | { ok: false; issue: OpenApiIssue }> {
  try {
    // Loaded for Swagger 2.0 documents only: the converter and what it brings (two more YAML
    // parsers, an HTTP client) were some 40 modules in every build's and dev server's start.
    const { default: swagger2openapi } = await import('swagger2openapi');
    // structuredClone: the converter edits its input, and callers may keep the parsed file.
    const result = await swagger2openapi.convertObj(structuredClone(root.value as object), { patch: true, warnOnly: true, resolve: false });
    return { ok: true, value: { location: root.location, value: result.openapi } };
  } catch (error) {
    const file = root.location.display;
    return {
      ok: false,
      issue: { severity: 'error', code: 'convert-failed', file, message: `${file}: cannot convert Swagger 2.0 to OpenAPI 3: ${(error as Error).message}` },
    };
  }
}

function nameComponentSchemas(document: OpenApiDocument, refNames: WeakMap<object, string>): void {
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    if (isPlainObject(schema)) refNames.set(schema, name);
  }
}

/** Relative server URLs in a remote document are relative to the document's own URL. */
function resolveServerUrls(document: OpenApiDocument, location: SourceLocation): void {
  for (const server of document.servers ?? []) {
    if (isPlainObject(server) && typeof server.url === 'string' && !/^[a-z]+:\/\/|^\{/i.test(server.url)) {
      server.url = new URL(server.url, location.key).href.replace(/\/$/, '').replace(/%7B/gi, '{').replace(/%7D/gi, '}');
    }
  }
}
