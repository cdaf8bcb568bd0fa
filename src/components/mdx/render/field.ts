import { fieldIdPart } from '../../../core/links/field-id.ts';
import { escapeHtml, isTrue } from '../lib/html.ts';
import { claimId } from '../lib/ids.ts';
import { attr, text, type ComponentRenderer, type RenderChildren } from './types.ts';

interface FieldProps {
  kind: 'param' | 'response';
  name: string;
  anchor?: string;
  type?: string;
  location?: string;
  required?: boolean;
  deprecated?: boolean;
  default?: unknown;
  pre?: string[];
  post?: string[];
  data?: Record<string, string | undefined>;
}

/** The row shared by ParamField and ResponseField: name in mono, type and status pills, then the Markdown description. */
async function renderField(p: FieldProps, children: RenderChildren): Promise<string> {
  const fallback = p.default;
  const defaultText = fallback === undefined || fallback === null || fallback === '' ? undefined : typeof fallback === 'string' ? fallback : JSON.stringify(fallback);
  const body = await children();
  const data = Object.entries(p.data ?? {})
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => attr(`data-${k}`, v))
    .join('');
  const pill = (label: string) => `<span class="mk-pill">${escapeHtml(label)}</span>`;
  let head = (p.pre ?? []).map(pill).join('');
  head += p.anchor ? `<a class="mk-field-name"${attr('href', `#${p.anchor}`)}>${escapeHtml(p.name)}</a>` : `<span class="mk-field-name">${escapeHtml(p.name)}</span>`;
  if (p.type) head += `<span class="mk-pill mk-field-type">${escapeHtml(p.type)}</span>`;
  head += (p.post ?? []).map(pill).join('');
  if (defaultText !== undefined) head += `<span class="mk-pill mk-field-default">default: <code>${escapeHtml(defaultText)}</code></span>`;
  if (p.required) head += '<span class="mk-pill mk-pill-required">required</span>';
  if (p.deprecated) head += '<span class="mk-pill mk-pill-deprecated">deprecated</span>';
  const bodyHtml = body.trim() ? `<div class="mk-field-body">${body}</div>` : '';
  return `<div${attr('class', `mk-field mk-${p.kind}-field`)}${attr('id', p.anchor)}${attr('data-name', p.name)}${attr('data-location', p.location)}${attr('data-type', p.type)}${data}><div class="mk-field-head">${head}</div>${bodyHtml}</div>`;
}

/** <ParamField> (and <Param>): a request parameter; Mintlify's id `param-<name>` whatever its location. */
export const renderParamField: ComponentRenderer = (context, props, children) => {
  if (isTrue(props.hidden)) return '';
  const location = (['query', 'path', 'body', 'header'] as const).find((key) => typeof props[key] === 'string');
  const name = String((location ? props[location] : props.name) ?? '');
  const anchor = fieldIdPart(name) ? claimId(context.scope, `param-${fieldIdPart(name)}`) : undefined;
  const initial = props.initialValue;
  // placeholder and initialValue only matter to an API playground: kept as data for it.
  const data = {
    placeholder: typeof props.placeholder === 'string' ? props.placeholder : undefined,
    'initial-value': initial === undefined ? undefined : typeof initial === 'string' ? initial : JSON.stringify(initial),
  };
  return renderField({ kind: 'param', name, anchor, type: text(props.type), location, required: isTrue(props.required), deprecated: isTrue(props.deprecated), default: props.default, data }, children);
};

const labels = (value: unknown) => (Array.isArray(value) ? value.map(String) : typeof value === 'string' && value ? [value] : []);

/** <ResponseField>: a response property; Mintlify's id `response-<name>`. */
export const renderResponseField: ComponentRenderer = (context, props, children) => {
  if (isTrue(props.hidden)) return '';
  const name = String(props.name ?? '');
  const anchor = name && fieldIdPart(name) ? claimId(context.scope, `response-${fieldIdPart(name)}`) : undefined;
  return renderField({ kind: 'response', name, anchor, type: text(props.type), required: isTrue(props.required), deprecated: isTrue(props.deprecated), default: props.default, pre: labels(props.pre), post: labels(props.post) }, children);
};
