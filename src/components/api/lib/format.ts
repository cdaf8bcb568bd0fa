// Small text helpers shared by the API components.
import type { JsonValue } from '../../../core/openapi/document-types.ts';
import { markdownToPlainText } from '../../../core/openapi/plain-text.ts';
import type { SchemaNode } from '../../../core/openapi/view-types.ts';

/** A value as a reader would type it: strings bare, everything else as JSON. */
export function formatValue(value: JsonValue | undefined): string {
  if (value === undefined) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Readable constraints: `1 <= length <= 255`, `x > 0`, `pattern ^a+$`… */
export function describeConstraints(constraints: Record<string, JsonValue>): string[] {
  const c = constraints;
  const lines: string[] = [];
  const range = (low: JsonValue | undefined, high: JsonValue | undefined, what: string, lowOp = '<=', highOp = '<=') => {
    if (low !== undefined && high !== undefined) lines.push(`${low} ${lowOp} ${what} ${highOp} ${high}`);
    else if (low !== undefined) lines.push(`${what} ${lowOp === '<' ? '>' : '>='} ${low}`);
    else if (high !== undefined) lines.push(`${what} ${highOp} ${high}`);
  };
  // 3.0 writes exclusive bounds as booleans next to minimum/maximum, 3.1 as the bound itself.
  const exclusiveLow = typeof c.exclusiveMinimum === 'number' ? c.exclusiveMinimum : undefined;
  const exclusiveHigh = typeof c.exclusiveMaximum === 'number' ? c.exclusiveMaximum : undefined;
  range(exclusiveLow ?? c.minimum, exclusiveHigh ?? c.maximum, 'x', exclusiveLow !== undefined || c.exclusiveMinimum === true ? '<' : '<=', exclusiveHigh !== undefined || c.exclusiveMaximum === true ? '<' : '<=');
  range(c.minLength, c.maxLength, 'length');
  range(c.minItems, c.maxItems, 'items');
  range(c.minProperties, c.maxProperties, 'properties');
  if (c.multipleOf !== undefined) lines.push(`multiple of ${c.multipleOf}`);
  if (c.uniqueItems === true) lines.push('unique items');
  if (c.pattern !== undefined) lines.push(`pattern ${c.pattern}`);
  return lines;
}

/** The node whose fields a row expands to: an object, a union, or the items of an array. */
export function expandableNode(node: SchemaNode): SchemaNode | undefined {
  if (node.kind === 'array') return expandableNode(node.items);
  if (node.kind === 'union') return node;
  if (node.kind === 'object' && (node.properties.length > 0 || (node.additionalProperties !== undefined && node.additionalProperties !== true))) return node;
  return undefined;
}

/** `api.paramFields.expanded`: which field expanders start open. */
export type ParamExpansion = 'all' | 'topLevel' | 'topLevelOneOfs' | 'none';

/**
 * Whether the expander of a field at `level` (0: a parameter, or a top-level field of a body)
 * starts open: `all` every one, `topLevel` those of top-level fields, `topLevelOneOfs` those of
 * top-level fields that hold a choice (oneOf/anyOf), `none` (Mintlify's default) none.
 */
export function startsExpanded(expanded: ParamExpansion, level: number, nested: SchemaNode): boolean {
  if (expanded === 'all') return true;
  if (level > 0 || expanded === 'none') return false;
  return expanded === 'topLevel' || nested.kind === 'union';
}

/** Status code class for colours: `2xx`, `4xx`, `default`. */
export function statusClass(status: string): string {
  return /^[1-5]/.test(status) ? `${status[0]}xx` : 'default';
}

/**
 * A response description as a one-line summary (its first paragraph, as plain text, when that
 * is short) and the Markdown that still needs showing below it.
 */
export function splitDescription(markdown: string | undefined): { summary: string; rest: string } {
  const paragraphs = (markdown ?? '').trim().split(/\n\s*\n/);
  const first = markdownToPlainText(paragraphs[0] ?? '');
  if (first.length <= 140) return { summary: first, rest: paragraphs.slice(1).join('\n\n') };
  return { summary: `${first.slice(0, 100).replace(/\s+\S*$/, '')}…`, rest: (markdown ?? '').trim() };
}

/** The schema a field refers back to (itself, or the items of an array of it), if recursive. */
export function circularName(node: SchemaNode): string | undefined {
  if (node.kind === 'circular') return node.name;
  return node.kind === 'array' ? circularName(node.items) : undefined;
}

/**
 * A description short enough to stand under the title as the page's lead (one paragraph of
 * text); longer ones (lists, notes, several paragraphs) go below the operation line.
 */
export function isShortMarkdown(markdown: string | undefined): boolean {
  const text = (markdown ?? '').trim();
  return text !== '' && text.length <= 300 && !/\n\s*\n/.test(text) && !/^\s*([-*+>#|]|\d+\.|```)/m.test(text);
}
