// Finding the document and operation (or schema) a page's frontmatter names, with errors
// that say what was searched.
import type { OpenApiDocument, SchemaObject } from './document-types.ts';
import { normalizeDocumentName, parseOpenApiFrontmatter, parseOpenApiSchemaFrontmatter, type FrontmatterError } from './frontmatter.ts';
import { isPlainObject } from './issues.ts';
import { findOperation, summarizeOperation, type OperationSummary, type OperationTarget } from './operations.ts';
import { HTTP_METHODS } from './document-types.ts';

export interface NamedDocument {
  /** Path relative to the docs folder, or URL (LoadedDocument.file). */
  file: string;
  document: OpenApiDocument;
  refNames: WeakMap<object, string>;
}

export type OperationLookup<D extends NamedDocument> =
  | { ok: true; source: D; target: OperationTarget; operation: OperationSummary }
  | { ok: false; error: FrontmatterError };

export type SchemaLookup<D extends NamedDocument> = { ok: true; source: D; name: string; schema: SchemaObject } | { ok: false; error: FrontmatterError };

export function findOpenApiOperation<D extends NamedDocument>(frontmatter: unknown, documents: readonly D[]): OperationLookup<D> {
  const parsed = parseOpenApiFrontmatter(frontmatter);
  if (!parsed.ok) return parsed;
  const { ref } = parsed;
  const candidates = selectDocuments(ref.file, documents);
  if (!candidates.ok) return candidates;
  const target: OperationTarget = ref.kind === 'operation' ? { kind: 'operation', method: ref.method, path: ref.path } : { kind: 'webhook', name: ref.name };
  for (const source of candidates.documents) {
    const found = findOperation(source.document, target);
    if (found) return { ok: true, source, target, operation: summarizeOperation(found) };
  }
  const label = ref.kind === 'operation' ? `Operation "${ref.method.toUpperCase()} ${ref.path}"` : `Webhook "${ref.name}"`;
  const hint = ref.kind === 'operation' ? describeOtherMethods(ref.path, candidates.documents) : '';
  return notFound('operation-not-found', `${label} not found in ${describeSearched(candidates.documents)}${hint}`);
}

export function findOpenApiSchema<D extends NamedDocument>(frontmatter: unknown, documents: readonly D[]): SchemaLookup<D> {
  const parsed = parseOpenApiSchemaFrontmatter(frontmatter);
  if (!parsed.ok) return parsed;
  const candidates = selectDocuments(parsed.ref.file, documents);
  if (!candidates.ok) return candidates;
  for (const source of candidates.documents) {
    const schemas = source.document.components?.schemas;
    if (isPlainObject(schemas) && Object.hasOwn(schemas, parsed.ref.name) && isPlainObject(schemas[parsed.ref.name])) {
      return { ok: true, source, name: parsed.ref.name, schema: schemas[parsed.ref.name] };
    }
  }
  return notFound('schema-not-found', `Schema "${parsed.ref.name}" not found in components.schemas of ${describeSearched(candidates.documents)}`);
}

type Selection<D> = { ok: true; documents: D[] } | { ok: false; error: FrontmatterError };

/** With a file: the documents it names (exact path, else file name). Without: all, by file name. */
function selectDocuments<D extends NamedDocument>(file: string | undefined, documents: readonly D[]): Selection<D> {
  const sorted = [...documents].sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  if (file === undefined) return { ok: true, documents: sorted };
  const wanted = normalizeDocumentName(file);
  const exact = sorted.filter((doc) => doc.file === file || normalizeDocumentName(doc.file) === wanted);
  if (exact.length > 0) return { ok: true, documents: exact };
  const baseName = (name: string) => normalizeDocumentName(name).split('/').pop();
  const byName = sorted.filter((doc) => baseName(doc.file) === baseName(file));
  if (byName.length > 0) return { ok: true, documents: byName };
  const loaded = sorted.length > 0 ? `loaded: ${sorted.map((doc) => doc.file).join(', ')}` : 'no OpenAPI documents are loaded';
  return notFound('document-not-found', `OpenAPI document "${file}" not found (${loaded})`);
}

function describeSearched(documents: readonly NamedDocument[]): string {
  if (documents.length === 0) return 'any OpenAPI document (none are loaded)';
  if (documents.length === 1) return documents[0].file;
  return `any OpenAPI document (searched: ${documents.map((doc) => doc.file).join(', ')})`;
}

function describeOtherMethods(path: string, documents: readonly NamedDocument[]): string {
  for (const { document } of documents) {
    const item = document.paths?.[path];
    if (!isPlainObject(item)) continue;
    const methods = HTTP_METHODS.filter((method) => isPlainObject(item[method])).map((method) => method.toUpperCase());
    if (methods.length > 0) return `; ${path} has ${methods.join(', ')}`;
  }
  return '';
}

function notFound<T>(code: FrontmatterError['code'], message: string): { ok: false; error: FrontmatterError } & T {
  return { ok: false, error: { code, message } } as { ok: false; error: FrontmatterError } & T;
}
