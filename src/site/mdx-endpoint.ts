// `api: "METHOD url"` pages (Mintlify's MDX-defined endpoints): the endpoint comes from the
// frontmatter and its parameters from the page's <ParamField>s, read from the MDX syntax tree
// once at load time so that the page header and request samples know them before rendering.
import { createProcessor } from '@mdx-js/mdx';
import type { MdxJsxAttribute, MdxJsxExpressionAttribute, MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import { HTTP_METHODS, type HttpMethod } from '../core/openapi/document-types.ts';

export type EndpointParamLocation = 'path' | 'query' | 'header' | 'cookie' | 'body';

export interface EndpointParam {
  name: string;
  in: EndpointParamLocation;
  /** As written: `string`, `number`, `boolean`, `object`, `string[]`, or free text. */
  type?: string;
  required: boolean;
  deprecated: boolean;
  /** `default`, `initialValue` or `placeholder`, whichever is given first: what samples send. */
  value?: unknown;
  /** ParamFields nested inside a body ParamField (through <Expandable>): its properties. */
  children: EndpointParam[];
}

export interface MdxEndpoint {
  method: HttpMethod;
  /** The URL or path as written after the method. */
  url: string;
  params: EndpointParam[];
}

export type EndpointParse = { ok: true; endpoint: MdxEndpoint } | { ok: false; message: string };

const LOCATIONS: readonly EndpointParamLocation[] = ['path', 'query', 'header', 'cookie', 'body'];
const PARAM_NAMES = new Set(['ParamField', 'Param']);
type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
interface TreeNode {
  type: string;
  children?: TreeNode[];
}

/** Reads `api: "POST /users"` and the ParamFields of the page body (MDX; `.md` pages have none). */
export function parseMdxEndpoint(api: string, body: string, format: 'md' | 'mdx'): EndpointParse {
  const [methodToken, url, ...rest] = api.trim().split(/\s+/);
  const method = methodToken?.toLowerCase() as HttpMethod | undefined;
  if (!method || !(HTTP_METHODS as readonly string[]).includes(method) || !url || rest.length > 0) {
    return { ok: false, message: `invalid "api" frontmatter "${api}": expected "METHOD url" (e.g. "GET /users" or "GET https://api.example.com/users")` };
  }
  let params: EndpointParam[] = [];
  if (format === 'mdx') {
    try {
      params = collectParams(createProcessor({ format: 'mdx' }).parse(body) as TreeNode);
    } catch {
      // A syntax error: the MDX pipeline reports it with its position when the page renders.
    }
  }
  return { ok: true, endpoint: { method, url, params } };
}

/** ParamFields in document order; one nested in another (through any wrapper) is its child. */
function collectParams(node: TreeNode): EndpointParam[] {
  const found: EndpointParam[] = [];
  for (const child of node.children ?? []) {
    const element = isJsx(child) ? child : undefined;
    if (element && PARAM_NAMES.has(element.name ?? '')) {
      const param = readParam(element, collectParams(child));
      if (param) found.push(param);
    } else {
      found.push(...collectParams(child));
    }
  }
  return found;
}

function isJsx(node: TreeNode): node is TreeNode & JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

function readParam(element: JsxElement, children: EndpointParam[]): EndpointParam | undefined {
  const attributes = new Map<string, unknown>();
  for (const attribute of element.attributes) if (isNamed(attribute)) attributes.set(attribute.name, readValue(attribute));
  const location = LOCATIONS.find((place) => typeof attributes.get(place) === 'string');
  // Old pages write `<ParamField name="x">`: a body field, as Mintlify treats it.
  const name = location ? attributes.get(location) : attributes.get('name');
  if (typeof name !== 'string' || name === '') return undefined;
  const param: EndpointParam = {
    name,
    in: location ?? 'body',
    required: isTrue(attributes.get('required')),
    deprecated: isTrue(attributes.get('deprecated')),
    children,
  };
  const type = attributes.get('type');
  if (typeof type === 'string' && type.trim()) param.type = type.trim();
  const value = ['default', 'initialValue', 'placeholder'].map((key) => attributes.get(key)).find((v) => v !== undefined && v !== null && v !== '');
  if (value !== undefined) param.value = value;
  return isTrue(attributes.get('hidden')) ? undefined : param;
}

function isNamed(attribute: MdxJsxAttribute | MdxJsxExpressionAttribute): attribute is MdxJsxAttribute {
  return attribute.type === 'mdxJsxAttribute';
}

/** `required` alone is true; `{3}`, `{false}`, `{["a"]}` are read as JSON when they are JSON. */
function readValue(attribute: MdxJsxAttribute): unknown {
  const { value } = attribute;
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  try {
    return JSON.parse(value.value);
  } catch {
    const quoted = /^\s*(['"`])(.*)\1\s*$/s.exec(value.value);
    return quoted ? quoted[2] : value.value;
  }
}

function isTrue(value: unknown): boolean {
  return value === true || value === 'true';
}
