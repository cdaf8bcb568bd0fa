// The HTML of field lists (parameters, properties, headers) and of schema trees, written as
// strings. A large API's schemas are thousands of rows per page (GitHub's repository object,
// nested in most of its operations), and each row as an Astro component instance (row, value
// facts, description) was most of the main thread's work on an API page and of its garbage.
// The Astro components FieldRow, ValueFacts, Markdown and Tabset write their markup here too,
// so a row looks the same wherever it is shown.
import type { JsonValue } from '../../../core/openapi/document-types.ts';
import { renderMarkdownSafe } from '../../../core/openapi/markdown.ts';
import type { PropertyNode, SchemaNode } from '../../../core/openapi/view-types.ts';
// The five characters Astro escapes in expressions, as it escapes them.
import { escapeHtml } from '../../mdx/lib/html.ts';
import { circularName, describeConstraints, expandableNode, formatValue, startsExpanded, type ParamExpansion } from './format.ts';
import { fieldIdPart } from '../../../core/links/field-id.ts';

/**
 * Anchors of a schema's rows, as Mintlify names them (`body-user-name`, `response-one-of-0-id`:
 * see core/links/field-id.ts). `claim` makes an id unique on the page (ids.ts claimId).
 */
export interface FieldIds {
  prefix: string;
  claim: (wanted: string) => string;
}

function nestedIds(ids: FieldIds | undefined, part: string): FieldIds | undefined {
  return ids && part ? { prefix: `${ids.prefix}-${part}`, claim: ids.claim } : ids;
}

/** An attribute value escaped as Astro escapes it (only what would end the value). */
function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}

/** ` name="value"`, ` name` for true, nothing for false or undefined (as Astro writes attributes). */
function attribute(name: string, value: string | number | boolean | undefined): string {
  if (value === undefined || value === false) return '';
  return value === true ? ` ${name}` : ` ${name}="${escapeAttribute(String(value))}"`;
}

export interface FieldRowProps {
  name: string;
  type?: string;
  location?: string;
  required?: boolean;
  deprecated?: boolean;
  /** read-only, write-only, nullable… */
  pills?: string[];
  id?: string;
}

/**
 * One row of a parameter, property, header or auth list: the name in mono, then type,
 * location and status pills; below it `body` (description, values, nested fields), if any.
 */
export function fieldRowHtml(props: FieldRowProps, body: string | undefined): string {
  const { name, type, location, required, deprecated, pills = [], id } = props;
  let html = `<div class="mk-api-field"${attribute('id', id)}><div class="mk-api-field-head">`;
  html += id ? `<a class="mk-api-field-name"${attribute('href', `#${id}`)}>${escapeHtml(name)}</a>` : `<span class="mk-api-field-name">${escapeHtml(name)}</span>`;
  if (type) html += `<span class="mk-api-pill mk-api-pill-type">${escapeHtml(type)}</span>`;
  if (location) html += `<span class="mk-api-pill">${escapeHtml(location)}</span>`;
  for (const pill of pills) html += `<span class="mk-api-pill">${escapeHtml(pill)}</span>`;
  if (required) html += '<span class="mk-api-pill mk-api-pill-required">required</span>';
  if (deprecated) html += '<span class="mk-api-pill mk-api-pill-deprecated">deprecated</span>';
  html += '</div>';
  if (body !== undefined) html += `<div class="mk-api-field-body">${body}</div>`;
  return `${html}</div>`;
}

/** An OpenAPI description (CommonMark by the API's authors), rendered and sanitised; empty when there is none. */
export function descriptionHtml(text: string | undefined, className?: string): string {
  const html = text && text.trim() ? renderMarkdownSafe(text) : '';
  return html && `<div${attribute('class', className ? `mk-api-md ${className}` : 'mk-api-md')}>${html}</div>`;
}

export interface ValueFactsProps {
  enum?: JsonValue[];
  const?: JsonValue;
  default?: JsonValue;
  example?: JsonValue;
  constraints?: Record<string, JsonValue>;
}

/** The values a field allows or suggests: enum, const, default, example and constraints. */
export function valueFactsHtml(p: ValueFactsProps): string {
  const constraints = describeConstraints(p.constraints ?? {});
  const facts: { label: string; values: string[] }[] = [];
  if (p.const !== undefined) facts.push({ label: 'Allowed value', values: [formatValue(p.const)] });
  else if (p.enum && p.enum.length > 0) facts.push({ label: 'Available options', values: p.enum.map(formatValue) });
  if (p.default !== undefined) facts.push({ label: 'Default', values: [formatValue(p.default)] });
  if (p.example !== undefined) facts.push({ label: 'Example', values: [formatValue(p.example)] });
  if (constraints.length > 0) facts.push({ label: constraints.length === 1 ? 'Constraint' : 'Constraints', values: constraints });
  if (!facts.length) return '';
  const items = facts.map((fact) => `<div><dt>${escapeHtml(fact.label)}:</dt><dd>${fact.values.map((value) => `<code>${escapeHtml(value.length > 120 ? `${value.slice(0, 117)}…` : value)}</code>`).join('')}</dd></div>`);
  return `<dl class="mk-api-facts">${items.join('')}</dl>`;
}

export interface TabsetProps {
  labels: string[];
  /** Accessible name of the tab list. */
  label: string;
  title?: string;
  variant?: 'code' | 'plain';
  copy?: boolean;
  /** localStorage key: the choice is remembered across pages. */
  remember?: string;
  /** Class per label (status colours). */
  labelClasses?: (string | undefined)[];
  /** What the set holds, for scripts that work on it (`request-samples`: the playground's live samples). */
  kind?: string;
}

const COPY_ICON =
  '<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true"><path fill="currentColor" d="M4 2a2 2 0 0 1 2-2h6a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V2Zm2-.5a.5.5 0 0 0-.5.5v8a.5.5 0 0 0 .5.5h6a.5.5 0 0 0 .5-.5V2a.5.5 0 0 0-.5-.5H6ZM2 5.5a.5.5 0 0 0-.5.5v8a.5.5 0 0 0 .5.5h6a.5.5 0 0 0 .5-.5V13H10v1a2 2 0 0 1-2 2H2a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2h1v1.5H2Z"></path></svg>';

/**
 * A tab set around `panels` (`<div class="mk-api-tabpanel" role="tabpanel">`, all but the first
 * `hidden`): tabs for a few labels, a select for many, an optional copy button. Its script is
 * TabsScript.astro, which pages with a tab set include.
 */
export function tabsetHtml(props: TabsetProps, panels: string): string {
  const { labels, label, title, variant = 'plain', copy = false, remember, labelClasses = [], kind } = props;
  // Seven languages do not fit as tabs in the side column: a select does.
  const useSelect = variant === 'code' ? labels.length > 3 : labels.length > 6;
  let bar = title ? `<span class="mk-api-tabset-title">${escapeHtml(title)}</span>` : '';
  if (labels.length > 1) {
    bar += useSelect
      ? `<select class="mk-api-tabset-select"${attribute('aria-label', label)}>${labels.map((text) => `<option>${escapeHtml(text)}</option>`).join('')}</select>`
      : `<div class="mk-api-tabset-tabs" role="tablist"${attribute('aria-label', label)}>${labels
          .map((text, i) => `<button type="button" role="tab"${attribute('class', labelClasses[i])} aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}">${escapeHtml(text)}</button>`)
          .join('')}</div>`;
  }
  if (labels.length === 1 && !title) bar += `<span class="mk-api-tabset-title">${escapeHtml(labels[0]!)}</span>`;
  if (copy) bar += `<button type="button" class="mk-api-copy" data-mk-api-copy aria-label="Copy code" title="Copy">${COPY_ICON}</button>`;
  return `<mk-api-tabs${attribute('class', `mk-api-tabset mk-api-tabset-${variant}`)}${attribute('data-remember', remember)}${attribute('data-kind', kind)}><div class="mk-api-tabset-bar">${bar}</div>${panels}</mk-api-tabs>`;
}

const pillsOf = (node: SchemaNode) => [node.readOnly && 'read-only', node.writeOnly && 'write-only'].filter((pill): pill is string => Boolean(pill));

/** A node's description, values and back-reference: what a row or an option shows above its fields. */
function nodeFactsHtml(node: SchemaNode): string {
  const circular = circularName(node);
  return (
    descriptionHtml(node.description) +
    valueFactsHtml(node) +
    (circular ? `<p class="mk-api-schema-ref">Recursive: the same <code>${escapeHtml(circular)}</code> as above.</p>` : '')
  );
}

/** Whether a schema tree holds a choice of schemas (a tab set, which needs its script). */
export function hasUnion(html: string): boolean {
  return html.includes('<div class="mk-api-union">');
}

/**
 * The fields of a schema: one row per property (name, type, pills, description, allowed
 * values), objects and arrays of objects expandable with native <details>, oneOf/anyOf as a
 * switch between named alternatives, recursion as a reference to the schema shown above.
 * `level`: nesting level of the rows (0: the top-level fields of a body or schema).
 */
export function schemaTreeHtml(node: SchemaNode, level = 0, expanded: ParamExpansion = 'none', ids?: FieldIds): string {
  const target = node.kind === 'array' ? expandableNode(node.items) : node;
  if (target?.kind === 'object') {
    const rows: PropertyNode[] = [...target.properties];
    const extra = target.additionalProperties;
    if (extra && extra !== true) rows.push({ name: '{key}', required: false, node: extra });
    const html = rows.map(({ name, required, node: child }) => {
      const nested = expandableNode(child);
      const rowIds = nestedIds(ids, fieldIdPart(name));
      const id = rowIds && rowIds !== ids ? rowIds.claim(rowIds.prefix) : undefined;
      const children = nested
        ? `<details class="mk-api-children"${attribute('open', startsExpanded(expanded, level, nested))}><summary>${nested.kind === 'union' ? `Show ${nested.options.length} options` : 'Show child attributes'}</summary>${schemaTreeHtml(nested, level + 1, expanded, rowIds)}</details>`
        : '';
      return fieldRowHtml({ name, type: child.typeLabel, required, deprecated: child.deprecated, pills: pillsOf(child), id }, nodeFactsHtml(child) + children);
    });
    return `<div class="mk-api-fields">${html.join('')}</div>`;
  }
  if (target?.kind === 'union') {
    const choice = target.combinator === 'oneOf' ? 'One of' : 'Any of';
    const { discriminator } = target;
    let note = `${choice} ${target.options.length} options`;
    if (discriminator) {
      note += `, chosen by <code>${escapeHtml(discriminator.propertyName)}</code>`;
      if (discriminator.mapping.length > 0) note += ` (${discriminator.mapping.map((m) => `<code>${escapeHtml(m.value)}</code> → ${escapeHtml(m.option)}`).join(', ')})`;
    }
    const panels = target.options.map((option, i) => {
      const type = option.node.kind !== 'object' ? `<p class="mk-api-union-type"><span class="mk-api-pill mk-api-pill-type">${escapeHtml(option.node.typeLabel)}</span></p>` : '';
      // An option's fields are at the level of the choice itself (a body that is oneOf has top-level fields).
      const fields = expandableNode(option.node) ? schemaTreeHtml(option.node, level, expanded, nestedIds(ids, `${target.combinator === 'oneOf' ? 'one-of' : 'any-of'}-${i}`)) : '';
      // Hidden "until found": a link to a field of another option (response-one-of-1-id) shows it.
      return `<div class="mk-api-tabpanel" role="tabpanel"${attribute('aria-label', option.name)}${attribute('hidden', i > 0 && 'until-found')}>${type}${nodeFactsHtml(option.node)}${fields}</div>`;
    });
    const tabs = tabsetHtml({ labels: target.options.map((option) => option.name), label: `${choice} these schemas` }, panels.join(''));
    return `<div class="mk-api-union"><p class="mk-api-union-note">${note}</p>${tabs}</div>`;
  }
  return '';
}
