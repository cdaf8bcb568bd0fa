// The placeholders of the page actions' links and texts (page-actions.ts), filled in the
// browser (client/page-actions-menu.ts): `$md` and `$path` (the page), `$origin` (the site's
// origin, when the build had no site URL), `$mcp` and `$mcp64` (the MCP server's address, and
// Cursor's base64 config of it). No imports: the browser's menu bundles this file.

export type PlaceholderValues = Partial<Record<'mcp64' | 'mcp' | 'origin' | 'md' | 'path', string>>;

const PLACEHOLDER = /\$(mcp64|mcp|origin|md|path)\b/g;

/** encodeURIComponent that leaves the placeholders readable. */
export function encodeKeeping(value: string): string {
  return encodeURIComponent(value).replace(/%24(mcp64|mcp|origin|md|path)\b/g, '$$$1');
}

export const hasPlaceholder = (value: string) => new RegExp(PLACEHOLDER.source).test(value);

/**
 * Fills the placeholders of a template: encoded after the URL's `?` (a query value), as they
 * are before it. The build and the browser's menu both fill with it.
 */
export function fillPlaceholders(template: string, values: PlaceholderValues): string {
  const query = template.indexOf('?');
  return template.replace(PLACEHOLDER, (text, key: keyof typeof values, at: number) => {
    const value = values[key];
    return value === undefined ? text : query >= 0 && at > query ? encodeURIComponent(value) : value;
  });
}

