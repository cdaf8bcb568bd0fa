// Everything one API page renders, built when that page renders (never all pages at once, so
// a 1,000-operation site does not hold 1,000 views): the operation or schema view from the
// documents loaded at the start of the build, request samples and response examples, all
// highlighted.
import type { AuthValue, OperationView, SchemaPageView } from '../../../core/openapi/index.ts';
import { buildOperationView, buildSchemaView, operationToHar } from '../../../core/openapi/index.ts';
import { buildRequestExamples, DEFAULT_SNIPPET_LANGUAGES } from '../../../core/snippets/index.ts';
import { getOpenApiDocuments } from '../../../site/load-openapi.ts';
import { throwIfDocumentFailed } from '../../../integration/load-openapi-failure.ts';
import type { PlaygroundDisplay } from '../../../config/site/types.ts';
import type { PageRecord, SiteData } from '../../../site/load-site.ts';
import { buildEndpointView } from './endpoint-view.ts';
import type { ParamExpansion } from './format.ts';
import { highlightCode } from './highlight.ts';
import { isMarkdownRendered, keepRenderedMarkdown } from '../../../core/openapi/markdown.ts';
import { apiPageWork } from '../../../integration/render-pool/api-page-work.ts';
import { operationMarkdown, schemaMarkdown } from '../../../integration/postbuild/markdown/api-markdown.ts';
import { captureApiMarkdown } from '../../../integration/postbuild/markdown/copy-store.ts';

export interface CodePanel {
  label: string;
  /** Highlighted `<pre>`. */
  html: string;
  /** For the response example tabs: the status code, coloured like the status. */
  status?: string;
}

export type PlaygroundMode = 'show' | 'simple' | 'hide';

export type ApiPageData =
  | {
      kind: 'operation' | 'endpoint';
      view: OperationView;
      /** `file METHOD /path`: what the playground will load (data-operation). */
      operationKey: string;
      requestExamples: CodePanel[];
      responseExamples: CodePanel[];
      playground: PlaygroundMode;
      /** The `api.auth.inputPrefix` shown before key placeholders (e.g. `Token `). */
      authPrefix?: string;
      /** `api.paramFields.expanded`. */
      expanded: ParamExpansion;
    }
  | { kind: 'schema'; view: SchemaPageView; example?: CodePanel; expanded: ParamExpansion }
  | { kind: 'missing'; message: string };

export async function buildApiPageData(site: SiteData, page: PageRecord): Promise<ApiPageData | undefined> {
  const ref = page.api;
  if (!ref) return undefined;
  if (ref.kind === 'missing') return ref;
  const { api } = site.config;
  const options = { maintainOrder: api.maintainOrder, baseUrl: api.mdx.server };
  const expanded = api.params.expanded;
  if (ref.kind === 'schema') {
    const source = findDocument(site, ref.file, page);
    const view = source ? buildSchemaView(source, ref.name, options) : undefined;
    if (!view) return { kind: 'missing', message: `Schema "${ref.name}" is no longer in ${ref.file}` };
    const highlighted = view.example === undefined || view.example === null ? undefined : highlightCode(JSON.stringify(view.example, null, 2), 'json');
    captureApiMarkdown(page.path, () => schemaMarkdown(view));
    const example = highlighted && { label: 'Example', html: await highlighted };
    return { kind: 'schema', view, expanded, ...(example ? { example } : {}) };
  }
  let view: OperationView | undefined;
  let operationKey: string;
  if (ref.kind === 'endpoint') {
    view = buildEndpointView(ref.endpoint, api, page.frontmatter.authMethod);
    operationKey = `${ref.endpoint.method.toUpperCase()} ${ref.endpoint.url}`;
  } else {
    const source = findDocument(site, ref.file, page);
    view = source ? buildOperationView(source, ref.target, options) : undefined;
    const target = ref.target.kind === 'webhook' ? `webhook ${ref.target.name}` : `${ref.target.method.toUpperCase()} ${ref.target.path}`;
    operationKey = `${ref.file} ${target}`;
    if (!view) return { kind: 'missing', message: `${target} is no longer in ${ref.file}` };
  }
  const prefix = api.mdx.auth?.inputPrefix;
  const auth: Record<string, AuthValue> = {};
  for (const scheme of view.security.flatMap((requirement) => requirement.schemes)) {
    // `api.auth.inputPrefix` ("Token ") belongs in front of the key the reader pastes.
    if (prefix && scheme.kind === 'apiKey' && (!api.mdx.auth?.name || api.mdx.auth.name === scheme.name)) auth[scheme.key] = `${prefix}<api-key>`;
  }
  const described = renderDescriptionsAhead(view);
  const har = operationToHar(view, { auth, includeOptional: api.examples.defaults === 'all' });
  const languages = api.examples.languages ?? DEFAULT_SNIPPET_LANGUAGES;
  const samples = buildRequestExamples(har, view.codeSamples, languages);
  // All of a page's samples and descriptions are sent to the render workers at once.
  const rendered = Promise.all([
    Promise.all(samples.map(async (sample) => ({ label: sample.label, html: await highlightCode(sample.source, sample.highlight) }))),
    buildResponseExamples(view),
    described,
  ]);
  // Its Markdown copy's reference section, from this view, while the workers highlight
  // (an endpoint page's is its method and URL, made with the copy).
  if (ref.kind === 'operation') captureApiMarkdown(page.path, () => operationMarkdown(view, page.description));
  const [requestExamples, responseExamples] = await rendered;
  return {
    kind: ref.kind,
    view,
    operationKey,
    requestExamples,
    responseExamples,
    playground: playgroundMode(api.playground.display, page.frontmatter.playground),
    expanded,
    ...(prefix ? { authPrefix: prefix } : {}),
  };
}

function findDocument(site: SiteData, file: string, page: PageRecord) {
  // Only in `mintaka dev`: a build with a broken document stops before any page renders.
  throwIfDocumentFailed(site.docsDir, file);
  const documents = getOpenApiDocuments(site.docsDir);
  return documents.find((doc) => doc.file === file) ?? (documents.length === 0 ? failMissingStore(page) : undefined);
}

function failMissingStore(page: PageRecord): undefined {
  // The documents are loaded by loadSite in this process; reaching this is a bug, not a user mistake.
  throw new Error(`Mintaka: OpenAPI documents were not loaded before rendering /${page.path}`);
}

/** One panel per response example, by status code (a status with several examples: one each). */
function buildResponseExamples(view: OperationView): Promise<CodePanel[]> {
  const panels: Promise<CodePanel>[] = [];
  for (const response of view.responses) {
    const media = response.contents.find((content) => content.examples.length > 0);
    if (!media) continue;
    for (const example of media.examples) {
      const json = /json/i.test(media.mediaType) || typeof example.value !== 'string';
      const code = typeof example.value === 'string' && !/json/i.test(media.mediaType) ? example.value : JSON.stringify(example.value, null, 2);
      const name = media.examples.length > 1 ? ` · ${example.summary ?? example.name}` : '';
      const html = highlightCode(code, json ? 'json' : /xml/i.test(media.mediaType) ? 'xml' : 'text');
      panels.push(html.then((highlighted) => ({ label: `${response.status}${name}`, status: response.status, html: highlighted })));
    }
  }
  return Promise.all(panels);
}

/** `api.playground.display`, overridden by the page's `playground` (interactive, simple, none). */
function playgroundMode(siteDisplay: PlaygroundDisplay, pageMode: unknown): PlaygroundMode {
  // Mintlify's page words, and mint.json's (`api.playground.mode`) written on a page.
  const mode = (value: unknown): PlaygroundMode | undefined => {
    if (value === 'none' || value === 'hide') return 'hide';
    if (value === 'simple') return 'simple';
    if (value === 'interactive' || value === 'auth' || value === 'show') return 'show';
    return undefined;
  };
  return mode(pageMode) ?? mode(siteDisplay) ?? 'show';
}

/** View fields that hold the API's JSON values (examples, defaults), where no description is Markdown. */
const JSON_VALUES = new Set(['value', 'example', 'default', 'enum', 'const', 'constraints', 'sampleValue']);

/**
 * Renders the descriptions of a view on the build's render threads (api-page-work.ts), where
 * there are, so that the components find them rendered: a large API's schemas hold hundreds
 * of descriptions per page.
 */
async function renderDescriptionsAhead(view: OperationView): Promise<void> {
  const work = apiPageWork();
  if (!work) return;
  const texts = new Set<string>();
  const seen = new WeakSet<object>();
  const visit = (value: object): void => {
    if (seen.has(value)) return;
    seen.add(value);
    if (Array.isArray(value)) {
      for (const item of value) if (typeof item === 'object' && item !== null) visit(item);
      return;
    }
    for (const key in value) {
      const item = (value as Record<string, unknown>)[key];
      if (key === 'description') {
        if (typeof item === 'string' && item.trim() && !isMarkdownRendered(item)) texts.add(item);
      } else if (typeof item === 'object' && item !== null && !JSON_VALUES.has(key)) visit(item);
    }
  };
  visit(view);
  if (!texts.size) return;
  const list = [...texts];
  const html = await work.describe(list);
  list.forEach((text, i) => keepRenderedMarkdown(text, html[i]!));
}
