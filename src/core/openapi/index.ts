// Public surface of the OpenAPI core. Node-only (reads files): loadOpenApiDocument,
// discoverOpenApiFiles. Browser code (the playground) imports ./browser.ts instead.

export { loadOpenApiDocument, DEFAULT_FETCH_TIMEOUT_MS, type LoadedDocument, type LoadFailure, type LoadOptions } from './load.ts';
export { discoverOpenApiFiles } from './discover.ts';
export type { OpenApiIssue, OpenApiIssueCode } from './issues.ts';
export type { OpenApiDocument, SchemaObject, HttpMethod, JsonValue } from './document-types.ts';

export { listOperations, type OperationSummary, type OperationTarget } from './operations.ts';
export {
  parseOpenApiFrontmatter,
  parseOpenApiSchemaFrontmatter,
  type OpenApiPageRef,
  type OpenApiSchemaRef,
  type FrontmatterError,
} from './frontmatter.ts';
export { findOpenApiOperation, findOpenApiSchema, type NamedDocument, type OperationLookup, type SchemaLookup } from './lookup.ts';
export { generateApiPages, DEFAULT_API_GROUP, type GeneratedApiPage, type ApiNavigationGroup, type GenerateApiPagesOptions } from './navigation.ts';
export { slugify } from './slugs.ts';

export { buildOperationView } from './operation-view.ts';
export { buildSchemaView } from './schema-view.ts';
export { buildSchemaTree, type SchemaTreeOptions } from './schema-tree.ts';
export { generateExample } from './examples.ts';
export type { ViewOptions, DocumentSource } from './view-context.ts';
export type * from './view-types.ts';
export { renderMarkdownSafe } from './markdown.ts';

export * from './browser.ts';
