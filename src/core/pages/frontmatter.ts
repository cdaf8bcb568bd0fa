import { parseDocument, YAMLParseError } from 'yaml';

/** Page frontmatter as Mintlify defines it (reference/mintlify.md 2.4); unknown keys are kept. */
export interface PageFrontmatter {
  title?: string;
  description?: string;
  sidebarTitle?: string;
  icon?: string;
  iconType?: string;
  mode?: 'wide' | 'custom' | 'center' | 'frame' | 'default' | string;
  url?: string;
  hidden?: boolean;
  noindex?: boolean;
  openapi?: string;
  'openapi-schema'?: string;
  api?: string;
  authMethod?: string;
  version?: string;
  tag?: string;
  deprecated?: boolean;
  hideApiMarker?: boolean;
  hideFooterPagination?: boolean;
  playground?: string;
  [key: string]: unknown;
}

export type FrontmatterResult =
  | { ok: true; data: PageFrontmatter; body: string; bodyLine: number }
  | { ok: false; message: string };

const FENCE = /^---[ \t]*\r?\n([\s\S]*?)\r?\n?---[ \t]*(?:\r?\n|$)/;

/**
 * Splits a page into frontmatter and body. Errors name the file and the line/column in the
 * page (not in the YAML block), so a writer can jump straight to them.
 */
export function parseFrontmatter(source: string, file: string): FrontmatterResult {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const match = FENCE.exec(text);
  if (!match) return { ok: true, data: {}, body: text, bodyLine: 1 };
  const yamlText = match[1] ?? '';
  const doc = parseDocument(yamlText, { prettyErrors: false, uniqueKeys: false });
  const error = doc.errors[0];
  if (error) return { ok: false, message: formatYamlError(error, yamlText, file) };
  const data = doc.toJS() ?? {};
  if (typeof data !== 'object' || Array.isArray(data)) {
    return { ok: false, message: `${file}:2:1: frontmatter must be a list of "key: value" lines, found ${Array.isArray(data) ? 'a list' : typeof data}` };
  }
  const bodyLine = match[0].split('\n').length;
  return { ok: true, data: data as PageFrontmatter, body: text.slice(match[0].length), bodyLine };
}

function formatYamlError(error: YAMLParseError, yamlText: string, file: string): string {
  // Positions from the offset: the parser's own line/column point at the enclosing node.
  const offset = Math.min(error.pos[0], yamlText.length);
  const before = yamlText.slice(0, offset);
  const line = before.split('\n').length + 1; // +1: the YAML block starts after the opening `---`
  const col = offset - (before.lastIndexOf('\n') + 1) + 1;
  const reason = error.message.split('\n')[0]?.replace(/ at line \d+, column \d+:?$/, '') ?? 'invalid YAML';
  return `${file}:${line}:${col}: invalid frontmatter: ${reason} (quote values that contain ": " or start with a special character)`;
}

/** Mintlify's title fallback: last path segment, `-`/`_` to spaces, first letter upper-cased. */
export function titleFromPath(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? path;
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
