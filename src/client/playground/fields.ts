// What the playground's form holds, derived from an operation view. Used at build time by
// Playground.astro (to render the form) and in the browser (to read it back into a HarInput),
// so both agree on names, types and starting values. Browser-safe.
import type { JsonValue } from '../../core/openapi/document-types.ts';
import type { HarInput } from '../../core/openapi/har.ts';
import type { OperationView, ParameterView, SecuritySchemeView } from '../../core/openapi/view-types.ts';

export type ParamLocation = 'path' | 'query' | 'header' | 'cookie';

export interface ParamField {
  id: string;
  in: ParamLocation;
  name: string;
  required: boolean;
  /** How the text is turned back into a value. */
  type: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  typeLabel: string;
  enum?: string[];
  /** Starting text: the spec's example, else its default, else the first enum value of a required field. */
  value: string;
  placeholder: string;
}

export interface AuthField {
  id: string;
  /** `scheme key` + part: what HarInput.auth is keyed by. */
  scheme: string;
  part: 'value' | 'username' | 'password';
  label: string;
  /** Where it goes, for the reader: `Authorization header`, `api_key query parameter`. */
  hint: string;
  secret: boolean;
  /** Shared across pages of the site for the session (and on the device when the reader opts in). */
  storageKey: string;
  /** `api.auth.inputPrefix` (`Token `) pre-filled in API-key fields. */
  prefix?: string;
  placeholder: string;
}

export interface PlaygroundOptions {
  /** `api.auth.inputPrefix`. */
  authPrefix?: string;
  /** `api.auth.name`: the prefix applies to this API key only (all keys when absent). */
  authName?: string;
}

function textOf(value: JsonValue | undefined): string {
  if (value === undefined || value === null) return '';
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object')) return value.join(',');
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function paramType(param: ParameterView): ParamField['type'] {
  const type = param.type;
  return type === 'integer' || type === 'number' || type === 'boolean' || type === 'array' || type === 'object' ? type : 'string';
}

export function describeParamFields(view: OperationView): ParamField[] {
  const locations: ParamLocation[] = ['path', 'query', 'header', 'cookie'];
  return locations.flatMap((location) =>
    view.parameters[location].map((param, index) => {
      const enumValues = param.enum?.filter((v) => v !== null).map(String);
      const given = param.example ?? param.default ?? (param.required && enumValues?.length ? enumValues[0] : undefined);
      const type = paramType(param);
      return {
        id: `mk-pg-${location}-${index}`,
        in: location,
        name: param.name,
        required: param.required,
        type,
        typeLabel: param.typeLabel,
        ...(enumValues?.length ? { enum: enumValues } : {}),
        value: textOf(given as JsonValue | undefined),
        placeholder: type === 'array' ? 'a,b,c' : type === 'object' ? '{"key": "value"}' : param.typeLabel,
      };
    }),
  );
}

function hintOf(scheme: SecuritySchemeView): string {
  if (scheme.kind === 'apiKey') return `${scheme.name} ${scheme.in === 'query' ? 'query parameter' : scheme.in}`;
  return `Authorization header, ${scheme.kind === 'bearer' ? 'Bearer' : 'Basic'}`;
}

/** Fields of each security alternative (any one is enough), in the order of the spec. */
export function describeAuthFields(view: OperationView, options: PlaygroundOptions = {}): AuthField[][] {
  return view.security.map((requirement, alternative) =>
    requirement.schemes.flatMap((scheme, index): AuthField[] => {
      const id = `mk-pg-auth-${alternative}-${index}`;
      const storageKey = `${scheme.kind}:${scheme.in}:${scheme.name}`;
      const base = { scheme: scheme.key, hint: hintOf(scheme), secret: true };
      if (scheme.kind === 'basic') {
        return [
          { ...base, id: `${id}-user`, part: 'username', label: 'Username', storageKey: `${storageKey}:username`, secret: false, placeholder: 'username' },
          { ...base, id: `${id}-pass`, part: 'password', label: 'Password', storageKey: `${storageKey}:password`, placeholder: 'password' },
        ];
      }
      const prefix = scheme.kind === 'apiKey' && options.authPrefix && (!options.authName || options.authName === scheme.name) ? options.authPrefix : undefined;
      const label = scheme.kind === 'bearer' ? 'Bearer token' : scheme.name;
      return [{ ...base, id, part: 'value', label, storageKey, placeholder: scheme.kind === 'bearer' ? 'token' : `${prefix ?? ''}API key`, ...(prefix ? { prefix } : {}) }];
    }),
  );
}

/** The text of a field back into the value its parameter takes; undefined leaves it out. */
export function parseFieldValue(field: Pick<ParamField, 'type'>, text: string): unknown {
  if (text === '') return undefined;
  if (field.type === 'integer' || field.type === 'number') return /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text.trim()) ? Number(text) : text;
  if (field.type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  if (field.type === 'array') return text.split(',').map((item) => item.trim());
  if (field.type === 'object') {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

export interface FormValues {
  baseUrl: string;
  params: Record<string, string>;
  auth: Record<string, string>;
  securityIndex: number;
  mediaType?: string;
  bodyText?: string;
}

/**
 * The credential with `api.auth.inputPrefix` in front, once; empty when only the prefix is there.
 * The prefix is pre-filled, but a reader who tabs into the field (which selects its text) and
 * pastes the key replaces it, and one who pastes `Token <key>` after it doubles it: either way
 * the API would answer 401.
 */
function withPrefix(text: string, prefix: string | undefined): string {
  let rest = text.trim();
  const word = prefix?.trim() ?? '';
  if (word === '') return rest === '' ? '' : text;
  if (!/\s$/.test(prefix!)) return rest === word ? '' : rest.startsWith(word) ? rest : `${prefix}${rest}`;
  // A scheme word (`Token `), compared as HTTP compares schemes: without case.
  while (rest.slice(0, word.length).toLowerCase() === word.toLowerCase() && /^(\s|$)/.test(rest.slice(word.length))) rest = rest.slice(word.length).trimStart();
  return rest === '' ? '' : `${prefix}${rest}`;
}

/**
 * The form's values as HarInput for operationToHar. The credential: `send` as typed (its
 * prefix in front once), and
 * left out when empty (or only its prefix); `show` as typed, else a placeholder (code samples
 * when the reader opts in); `hide` as a placeholder (code samples by default).
 */
export function toHarInput(values: FormValues, params: ParamField[], authFields: AuthField[][], credential: 'send' | 'show' | 'hide'): HarInput {
  const withAuth = credential !== 'hide';
  const input: HarInput = { server: { url: values.baseUrl.trim() }, path: {}, query: {}, header: {}, cookie: {}, includeOptional: false, securityIndex: values.securityIndex };
  for (const field of params) {
    const value = parseFieldValue(field, values.params[field.id] ?? '');
    if (value !== undefined) input[field.in]![field.name] = value;
  }
  const fields = authFields[values.securityIndex] ?? [];
  const typed = (field: AuthField) => withPrefix(values.auth[field.id] ?? '', field.prefix);
  const auth: NonNullable<HarInput['auth']> = {};
  if (credential === 'send' && fields.length > 0 && fields.every((field) => typed(field) === '')) input.securityIndex = -1;
  for (const field of fields) {
    const text = typed(field);
    if (field.part === 'value') {
      if (withAuth && text) auth[field.scheme] = text;
      else if (field.prefix) auth[field.scheme] = `${field.prefix}<api-key>`;
    } else if (withAuth) {
      const current = auth[field.scheme];
      const pair = typeof current === 'object' ? current : { username: '', password: '' };
      auth[field.scheme] = { ...pair, [field.part]: text };
    }
  }
  for (const [key, value] of Object.entries(auth)) if (typeof value === 'object' && !value.username && !value.password) delete auth[key];
  input.auth = auth;
  if (values.mediaType) input.mediaType = values.mediaType;
  if (values.bodyText !== undefined) {
    // Form bodies are edited as a JSON object of fields; operationToHar encodes them.
    const form = /^(application\/x-www-form-urlencoded|multipart\/)/i.test(values.mediaType ?? '');
    const fields = form ? parseObject(values.bodyText) : undefined;
    if (fields) input.body = fields;
    else input.bodyText = values.bodyText;
  }
  return input;
}

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}

/** The view without what the browser does not need (schemas, descriptions, responses). */
export function trimViewForClient(view: OperationView): OperationView {
  const strip = (param: ParameterView): ParameterView => {
    const { schema: _schema, description: _description, ...rest } = param;
    return rest;
  };
  const { callbacks: _callbacks, ...rest } = view;
  return {
    ...rest,
    description: undefined,
    responses: [],
    parameters: { path: view.parameters.path.map(strip), query: view.parameters.query.map(strip), header: view.parameters.header.map(strip), cookie: view.parameters.cookie.map(strip) },
    ...(view.requestBody
      ? {
          requestBody: {
            required: view.requestBody.required,
            contents: view.requestBody.contents.map((content) => ({
              mediaType: content.mediaType,
              examples: content.examples.slice(0, 1),
              // Multipart samples need the schema to tell file fields from text fields.
              ...(/^multipart\//i.test(content.mediaType) && content.schema ? { schema: content.schema } : {}),
            })),
          },
        }
      : {}),
  };
}

/** The body editor's starting text: the first example, pretty-printed when it is JSON. */
export function initialBodyText(view: OperationView, mediaType: string): string {
  const content = view.requestBody?.contents.find((c) => c.mediaType === mediaType);
  const value = content?.examples[0]?.value;
  if (value === undefined) return '';
  return typeof value === 'string' && !/json/i.test(mediaType) ? value : JSON.stringify(value, null, 2);
}
