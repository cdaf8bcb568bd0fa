import yaml from 'js-yaml';

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

/**
 * Where frontmatter is, as Astro's content loader finds it (and gray-matter, Mintlify's parser,
 * for every page that has it): `---` at the start (after a BOM or blank lines), the YAML, then
 * the first line that starts with `---`.
 */
const FENCE = /(?:^\uFEFF?|^\s*\n)---([\s\S]*?\n)---/;

/**
 * Splits a page into frontmatter and body. The YAML is read by js-yaml, as Mintlify's toolchain
 * (gray-matter) and Astro's loader read it, so a page they accept is accepted with the same
 * values: a quoted value continued on an unindented line, tabs, dates. Errors name the file and
 * the line/column in the page (not in the YAML block), so a writer can jump straight to them.
 */
export function parseFrontmatter(source: string, file: string): FrontmatterResult {
  const text = source.charCodeAt(0) === 0xfeff ? source.slice(1) : source;
  const match = FENCE.exec(text);
  if (!match) return { ok: true, data: {}, body: text, bodyLine: 1 };
  const yamlText = match[1] ?? '';
  // The YAML block starts on the line of the opening `---` (the rest of that line is its first line).
  const firstLine = text.slice(0, match.index + match[0].indexOf('---')).split('\n').length;
  let data: unknown;
  try {
    data = yaml.load(yamlText);
  } catch (error) {
    return { ok: false, message: formatYamlError(error, yamlText, file, firstLine) };
  }
  if (data !== undefined && data !== null && (typeof data !== 'object' || Array.isArray(data))) {
    return { ok: false, message: `${file}:${firstLine + 1}:1: frontmatter must be a list of "key: value" lines, found ${Array.isArray(data) ? 'a list' : typeof data}` };
  }
  const end = match.index + match[0].length;
  const bodyLine = text.slice(0, end).split('\n').length;
  return { ok: true, data: (data ?? {}) as PageFrontmatter, body: text.slice(end), bodyLine };
}

function formatYamlError(error: unknown, yamlText: string, file: string, firstLine: number): string {
  const mark = (error as { mark?: { line: number; column: number; position: number } }).mark;
  const reason = (error as { reason?: string }).reason ?? (error instanceof Error ? error.message.split('\n')[0] : undefined) ?? 'invalid YAML';
  let where = `${firstLine}:1`;
  if (mark) {
    // "Unexpected end of the stream" points past the block: the end of its last line is where to look.
    const content = yamlText.trimEnd();
    if (mark.position >= content.length) {
      const lines = content.split('\n');
      where = `${firstLine + lines.length - 1}:${lines.at(-1)!.length + 1}`;
    } else where = `${firstLine + mark.line}:${mark.column + 1}`;
  }
  return `${file}:${where}: invalid frontmatter: ${reason} (quote values that contain ": " or start with a special character)`;
}

/** Mintlify's title fallback: last path segment, `-`/`_` to spaces, first letter upper-cased. */
export function titleFromPath(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? path;
  const words = last.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
