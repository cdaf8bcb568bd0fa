// The view model: plain, JSON-safe data that a renderer shows without further logic.
// Descriptions are Markdown; render them with `renderMarkdownSafe`.
import type { HttpMethod, JsonValue } from './document-types.ts';

export type SchemaNode = ObjectNode | ArrayNode | ScalarNode | UnionNode | CircularNode;

export interface SchemaNodeCommon {
  /** What a type column shows: `string<uuid>`, `integer`, `object[]`, `enum<string>`, `Pet`, `string | null`. */
  typeLabel: string;
  title?: string;
  /** The schema's name when it came from a `$ref` (`Pet` for `#/components/schemas/Pet`). */
  refName?: string;
  description?: string;
  nullable: boolean;
  deprecated: boolean;
  readOnly: boolean;
  writeOnly: boolean;
  format?: string;
  enum?: JsonValue[];
  const?: JsonValue;
  default?: JsonValue;
  /** An example written in the spec (not generated). */
  example?: JsonValue;
  /** minimum, maximum, exclusiveMinimum, exclusiveMaximum, multipleOf, minLength, maxLength, pattern, minItems, maxItems, uniqueItems, minProperties, maxProperties. */
  constraints: Record<string, JsonValue>;
}

export interface PropertyNode {
  name: string;
  required: boolean;
  node: SchemaNode;
}

export interface ObjectNode extends SchemaNodeCommon {
  kind: 'object';
  properties: PropertyNode[];
  /** `true` for a free-form map, a node for typed values, absent when not allowed or unspecified. */
  additionalProperties?: SchemaNode | true;
}

export interface ArrayNode extends SchemaNodeCommon {
  kind: 'array';
  items: SchemaNode;
}

export interface ScalarNode extends SchemaNodeCommon {
  kind: 'scalar';
  /** `any` when the schema gives no type; several types (3.1 type arrays) are in `types`. */
  type: 'string' | 'number' | 'integer' | 'boolean' | 'null' | 'any';
  types: string[];
}

export interface UnionOption {
  /** The sub-schema's `title`, else its `$ref` name, else `Option N`. */
  name: string;
  node: SchemaNode;
}

export interface UnionNode extends SchemaNodeCommon {
  kind: 'union';
  combinator: 'oneOf' | 'anyOf';
  options: UnionOption[];
  discriminator?: { propertyName: string; mapping: Array<{ value: string; option: string }> };
}

/** A schema that contains itself: shown as a link to `name`, never expanded again. */
export interface CircularNode extends SchemaNodeCommon {
  kind: 'circular';
  name: string;
}

export interface ExampleView {
  /** Key in `examples`, `example` for a single example, `generated` when built from the schema. */
  name: string;
  summary?: string;
  description?: string;
  value: JsonValue;
  generated: boolean;
}

export interface MediaTypeView {
  mediaType: string;
  schema?: SchemaNode;
  examples: ExampleView[];
}

export interface ParameterView {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required: boolean;
  deprecated: boolean;
  description?: string;
  typeLabel: string;
  type?: string;
  format?: string;
  enum?: JsonValue[];
  default?: JsonValue;
  /** Written in the spec (parameter or its schema). */
  example?: JsonValue;
  /** What request samples fill in when the user gives nothing: example, default, enum[0], else generated. */
  sampleValue: JsonValue;
  /** True when `sampleValue` was generated from the schema (path samples then show `{name}`). */
  sampleGenerated: boolean;
  style?: string;
  explode?: boolean;
  schema?: SchemaNode;
}

export interface ParametersView {
  path: ParameterView[];
  query: ParameterView[];
  header: ParameterView[];
  cookie: ParameterView[];
}

export interface RequestBodyView {
  required: boolean;
  description?: string;
  contents: MediaTypeView[];
}

export interface ResponseHeaderView {
  name: string;
  description?: string;
  required: boolean;
  deprecated: boolean;
  schema?: SchemaNode;
}

export interface ResponseView {
  /** `200`, `4XX` or `default`. */
  status: string;
  description?: string;
  headers: ResponseHeaderView[];
  contents: MediaTypeView[];
}

export interface ServerVariableView {
  name: string;
  default: string;
  enum?: string[];
  description?: string;
}

export interface ServerView {
  /** May contain `{variables}`. */
  url: string;
  description?: string;
  variables: ServerVariableView[];
}

export interface SecuritySchemeView {
  /** The name under `components.securitySchemes`. */
  key: string;
  /** How a request carries it: oauth2 and openIdConnect are sent as a bearer token. */
  kind: 'bearer' | 'basic' | 'apiKey';
  /** The scheme's type in the spec: `http`, `apiKey`, `oauth2`, `openIdConnect`. */
  sourceType: string;
  in: 'header' | 'query' | 'cookie';
  /** Header, query or cookie name (`Authorization` for bearer and basic). */
  name: string;
  description?: string;
  bearerFormat?: string;
  scopes: string[];
}

/** One way to authenticate; all its schemes are sent together. */
export interface SecurityRequirementView {
  schemes: SecuritySchemeView[];
}

export interface CodeSampleView {
  lang: string;
  label?: string;
  source: string;
}

export interface OperationView {
  kind: 'operation' | 'webhook';
  method: HttpMethod;
  /** The path template, or for a webhook its name. */
  path: string;
  operationId?: string;
  /** Summary, else `METHOD path` (or the webhook name). */
  title: string;
  summary?: string;
  description?: string;
  deprecated: boolean;
  tags: string[];
  /** Operation servers, else path servers, else document servers, else the site's `api.baseUrl`. */
  servers: ServerView[];
  /** Alternatives (any one is enough); empty when no auth is needed. */
  security: SecurityRequirementView[];
  /** True when one alternative is `{}`: auth may be left out. */
  securityOptional: boolean;
  parameters: ParametersView;
  requestBody?: RequestBodyView;
  responses: ResponseView[];
  /** `x-codeSamples` / `x-code-samples` written by the author. */
  codeSamples: CodeSampleView[];
  /** Requests the API sends back to the reader's server (`callbacks`); absent when none. */
  callbacks?: CallbackView[];
}

/** One request of a callback: sent by the API, answered by the reader's server. */
export interface CallbackOperationView {
  method: HttpMethod;
  summary?: string;
  description?: string;
  deprecated: boolean;
  parameters: ParametersView;
  /** What the API sends (read-only fields included, as in a response). */
  requestBody?: RequestBodyView;
  /** What the reader's server answers. */
  responses: ResponseView[];
}

export interface CallbackView {
  /** The key under the operation's `callbacks`. */
  name: string;
  /** The URL it is sent to, as a runtime expression: `{$request.body#/callbackUrl}`. */
  expression: string;
  operations: CallbackOperationView[];
}

export interface SchemaPageView {
  name: string;
  title: string;
  description?: string;
  deprecated: boolean;
  schema: SchemaNode;
  example?: JsonValue;
}
