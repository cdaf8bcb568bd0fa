// Which operation, schema or MDX endpoint each API page shows, found once at load time: pages
// get an `api` reference (small and JSON-safe, for the site model), their title and
// description fall back to the operation's, and what cannot be found is a warning that names
// the page and what was searched (the page then shows a notice).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { findOpenApiOperation, findOpenApiSchema, type LoadedDocument } from '../core/openapi/index.ts';
import { normalizeDocumentName, parseOpenApiFrontmatter, type FrontmatterError } from '../core/openapi/frontmatter.ts';
import { markdownToPlainText } from '../core/openapi/plain-text.ts';
import { parseFrontmatter } from '../core/pages/frontmatter.ts';
import { parseMdxEndpoint } from './mdx-endpoint.ts';
import type { PageRecord } from './types.ts';

/** A remote document that could not be fetched, and what needed it. */
export interface Unreachable {
  source: string;
  url: string;
  reason: string;
  neededBy: string[];
}

/** A document of the folder that could not be loaded, and its first error. */
export interface Broken {
  file: string;
  reason: string;
}

/** Sets `api` (and title/description fallbacks) on every API page; returns warnings. */
export function resolveApiPages(pages: PageRecord[], documents: LoadedDocument[], unreachable: Unreachable[], docsDir: string, generated: ReadonlySet<string>, broken: Broken[] = []): string[] {
  const warnings: string[] = [];
  const explain = (error: FrontmatterError, value: string, page: PageRecord) => explainBroken(explainMissing(error, value, unreachable, page.file), error, value, broken);
  const missing = (page: PageRecord, message: string) => {
    page.api = { kind: 'missing', message };
    warnings.push(`${page.file}: ${message}; the page shows a notice instead`);
  };
  for (const page of pages) {
    const fm = page.frontmatter;
    if (typeof fm.openapi === 'string') {
      const found = findOpenApiOperation(fm.openapi, documents);
      if (!found.ok) {
        missing(page, explain(found.error, fm.openapi, page));
        continue;
      }
      page.api = { kind: 'operation', file: found.source.file, target: found.target, generated: generated.has(page.path) };
      const { operation } = found;
      if (fm.title === undefined) page.title = operation.summary ?? (operation.kind === 'webhook' ? operation.path : `${operation.method.toUpperCase()} ${operation.path}`);
      if (fm.description === undefined && operation.description) page.description = summarizeMarkdown(operation.description);
      if (fm.deprecated === undefined && operation.deprecated) fm.deprecated = true;
    } else if (typeof fm['openapi-schema'] === 'string') {
      const found = findOpenApiSchema(fm['openapi-schema'], documents);
      if (!found.ok) {
        missing(page, explain(found.error, fm['openapi-schema'], page));
        continue;
      }
      page.api = { kind: 'schema', file: found.source.file, name: found.name };
      if (fm.title === undefined) page.title = typeof found.schema.title === 'string' ? found.schema.title : found.name;
      if (fm.description === undefined && typeof found.schema.description === 'string') page.description = summarizeMarkdown(found.schema.description);
    } else if (typeof fm.api === 'string') {
      const body = parseFrontmatter(readFileSync(join(docsDir, page.file), 'utf8'), page.file);
      const parsed = parseMdxEndpoint(fm.api, body.ok ? body.body : '', page.format);
      if (parsed.ok) page.api = { kind: 'endpoint', endpoint: parsed.endpoint };
      else missing(page, parsed.message);
    }
  }
  return warnings;
}

/** Adds the unreachable documents that may hold what was not found (and notes who needed them). */
function explainMissing(error: FrontmatterError, value: string, unreachable: Unreachable[], pageFile: string): string {
  const { message } = error;
  if (error.code === 'invalid-frontmatter') return message;
  const file = fileToken(value);
  const relevant = unreachable.filter((doc) => file === undefined || normalizeDocumentName(doc.source) === normalizeDocumentName(file) || doc.url === file);
  if (relevant.length === 0) return message;
  for (const doc of relevant) if (!doc.neededBy.includes(pageFile)) doc.neededBy.push(pageFile);
  const urls = relevant.map((doc) => doc.url).join(', ');
  if (file !== undefined) return `the OpenAPI document ${urls} could not be fetched, so "${value}" cannot be shown`;
  return `${message}; ${urls} could not be fetched and may hold it`;
}

/** A page that searches every document (no file named) may be looking for one that is broken. */
function explainBroken(message: string, error: FrontmatterError, value: string, broken: Broken[]): string {
  if (error.code === 'invalid-frontmatter' || fileToken(value) !== undefined || broken.length === 0) return message;
  return `${message}; ${broken.length === 1 ? 'a document that may hold it could not be loaded' : 'documents that may hold it could not be loaded'}: ${broken.map((doc) => doc.reason).join('; ')}`;
}

/** The document named in `openapi` / `openapi-schema` frontmatter, if any. */
function fileToken(value: string): string | undefined {
  const parsed = parseOpenApiFrontmatter(value);
  if (parsed.ok) return parsed.ref.file;
  const tokens = value.trim().split(/\s+/);
  return tokens.length === 2 ? tokens[0] : undefined;
}

/** The first paragraph of a Markdown description as plain text, for meta tags and the sidebar. */
export function summarizeMarkdown(markdown: string): string {
  const paragraph = markdown.trim().split(/\n\s*\n/)[0] ?? '';
  const text = markdownToPlainText(paragraph);
  return text.length > 300 ? `${text.slice(0, 297).replace(/\s+\S*$/, '')}…` : text;
}
