import { escapeHtml } from './html.ts';

/**
 * The inline Markdown Mintlify allows in some string props (Frame `caption`, Color.Row
 * `title`): code, bold, italic, strikethrough and links. Everything else stays text.
 */
export function renderInlineMarkdown(source: string): string {
  const codes: string[] = [];
  let html = escapeHtml(source).replace(/`([^`]+)`/g, (_, code: string) => `\u0000${codes.push(`<code>${code}</code>`) - 1}\u0000`);
  html = html
    .replace(/\[([^\]]+)\]\(([^)\s]+)\)/g, (_, text: string, href: string) => (/^\s*javascript:/i.test(href) ? text : `<a href="${href}">${text}</a>`))
    .replace(/\*\*([^*]+)\*\*|__([^_]+)__/g, (_, a?: string, b?: string) => `<strong>${a ?? b}</strong>`)
    .replace(/(^|[^\w*])\*([^*\s][^*]*)\*|(^|\W)_([^_\s][^_]*)_(?!\w)/g, (_, p1?: string, a?: string, p2?: string, b?: string) => `${p1 ?? p2 ?? ''}<em>${a ?? b}</em>`)
    .replace(/~~([^~]+)~~/g, '<del>$1</del>');
  return html.replace(/\u0000(\d+)\u0000/g, (_, i: string) => codes[Number(i)]!);
}
