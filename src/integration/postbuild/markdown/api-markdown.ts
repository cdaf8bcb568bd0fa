import type { ApiSettings } from '../../../config/site/types.ts';
import { buildOperationView, buildSchemaView, type JsonValue, type OperationView, type ParameterView, type SchemaNode, type SchemaPageView } from '../../../core/openapi/index.ts';
import type { NamedDocument } from '../../../core/openapi/lookup.ts';
import type { PageRecord } from '../../../site/load-site.ts';

// The API reference part of an API page as Markdown: what a reader of the rendered page sees
// (endpoint, authentication, parameters, body, responses), from the OpenAPI view model.

const MAX_DEPTH = 4;

function describe(text: string | undefined): string {
  return text ? `: ${text.replace(/\s*\n\s*/g, ' ').trim()}` : '';
}

function facts(node: { typeLabel: string }, required: boolean, extra: string[] = []): string {
  return [node.typeLabel, required ? 'required' : undefined, ...extra].filter(Boolean).join(', ');
}

function nodeExtras(node: SchemaNode): string[] {
  const extras: string[] = [];
  if (node.enum?.length) extras.push(`one of ${node.enum.map((v) => JSON.stringify(v)).join(', ')}`);
  if (node.default !== undefined) extras.push(`default: ${JSON.stringify(node.default)}`);
  if (node.deprecated) extras.push('deprecated');
  return extras;
}

/** The properties of a schema as a nested list (`- \`name\` (string, required): ...`). */
function schemaLines(node: SchemaNode, depth: number, indent: string): string[] {
  if (depth > MAX_DEPTH) return [];
  if (node.kind === 'array') return schemaLines(node.items, depth, indent);
  if (node.kind === 'union') {
    return node.options.flatMap((option) => [`${indent}- ${option.name} (${option.node.typeLabel})${describe(option.node.description)}`, ...schemaLines(option.node, depth + 1, `${indent}  `)]);
  }
  if (node.kind !== 'object') return [];
  return node.properties.flatMap((property) => [
    `${indent}- \`${property.name}\` (${facts(property.node, property.required, nodeExtras(property.node))})${describe(property.node.description)}`,
    ...schemaLines(property.node, depth + 1, `${indent}  `),
  ]);
}

function parameterLine(p: ParameterView): string {
  const extras = [p.enum?.length ? `one of ${p.enum.map((v) => JSON.stringify(v)).join(', ')}` : '', p.default !== undefined ? `default: ${JSON.stringify(p.default)}` : '', p.deprecated ? 'deprecated' : ''].filter(Boolean);
  return `- \`${p.name}\` (${facts(p, p.required, extras)})${describe(p.description)}`;
}

function example(value: JsonValue | undefined): string[] {
  return value === undefined ? [] : ['', '```json', JSON.stringify(value, null, 2), '```'];
}

/** An operation (or webhook) as Markdown sections. */
export function operationMarkdown(view: OperationView, shownDescription?: string): string {
  const server = view.servers[0]?.url.replace(/\/+$/, '') ?? '';
  const lines = [view.kind === 'webhook' ? `**Webhook** \`${view.path}\` (${view.method.toUpperCase()})` : `**${view.method.toUpperCase()}** \`${server}${view.path}\``];
  if (view.deprecated) lines.push('', 'Deprecated.');
  // The page's description is often the operation's: say it once.
  if (view.description && view.description !== view.summary && view.description !== shownDescription) lines.push('', view.description.trim());
  if (view.security.length) {
    lines.push('', '## Authorization', '');
    for (const requirement of view.security) {
      lines.push(`- ${requirement.schemes.map((s) => `${s.kind === 'bearer' ? 'Bearer token' : s.kind === 'basic' ? 'Basic auth' : 'API key'} in the \`${s.name}\` ${s.in}`).join(' and ')}`);
    }
    if (view.securityOptional) lines.push('- or none');
  }
  for (const location of ['path', 'query', 'header', 'cookie'] as const) {
    const params = view.parameters[location];
    if (params.length) lines.push('', `## ${location[0]!.toUpperCase()}${location.slice(1)} parameters`, '', ...params.map(parameterLine));
  }
  if (view.requestBody) {
    for (const content of view.requestBody.contents) {
      lines.push('', `## Request body (${content.mediaType})${view.requestBody.required ? '' : ', optional'}`);
      if (view.requestBody.description) lines.push('', view.requestBody.description.trim());
      if (content.schema) lines.push('', ...schemaLines(content.schema, 0, ''));
      lines.push(...example(content.examples[0]?.value));
    }
  }
  if (view.responses.length) lines.push('', '## Responses');
  for (const response of view.responses) {
    lines.push('', `### ${response.status}${response.description ? `: ${response.description.replace(/\s*\n\s*/g, ' ').trim()}` : ''}`);
    for (const content of response.contents) {
      lines.push('', `Content type: \`${content.mediaType}\``);
      if (content.schema) {
        const fields = schemaLines(content.schema, 0, '');
        if (fields.length) lines.push('', ...fields);
      }
      lines.push(...example(content.examples[0]?.value));
    }
  }
  return lines.join('\n');
}

/**
 * The API reference Markdown of a page: an OpenAPI operation or schema, or an MDX-defined
 * endpoint's method and URL (its parameters are the page's own <ParamField>s). Undefined
 * for other pages, or when the document could not be loaded.
 */
export function apiPageMarkdown(page: PageRecord, documents: readonly NamedDocument[], api: ApiSettings | undefined): string | undefined {
  const ref = page.api;
  if (!ref) {
    // Without the resolved reference, say at least what the frontmatter says.
    const endpoint = typeof page.frontmatter.openapi === 'string' ? page.frontmatter.openapi : typeof page.frontmatter.api === 'string' ? page.frontmatter.api : undefined;
    return endpoint ? `Endpoint: \`${endpoint.trim()}\`` : undefined;
  }
  const options = { baseUrl: api?.mdx.server, maintainOrder: api?.maintainOrder };
  if (ref.kind === 'endpoint') return `**${ref.endpoint.method.toUpperCase()}** \`${ref.endpoint.url}\``;
  if (ref.kind === 'missing') return undefined;
  const source = documents.find((d) => d.file === ref.file);
  if (!source) return undefined;
  if (ref.kind === 'operation') {
    const view = buildOperationView(source, ref.target, options);
    return view ? operationMarkdown(view, page.description) : undefined;
  }
  const view = buildSchemaView(source, ref.name, options);
  return view ? schemaMarkdown(view) : undefined;
}

/** A schema page's schema as Markdown. */
export function schemaMarkdown(view: SchemaPageView): string {
  return [`**Schema** \`${view.name}\``, ...(view.description ? ['', view.description.trim()] : []), '', ...schemaLines(view.schema, 0, ''), ...example(view.example)].join('\n');
}
