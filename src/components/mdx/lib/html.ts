// String helpers for components that restructure their rendered children at build time.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for use in HTML content or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0', '#39': "'" };

/** Turns the character references Astro and shiki emit back into text. */
export function decodeEntities(html: string): string {
  return html.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z0-9]+);/gi, (whole, ref: string) => {
    if (ref[0] === '#') {
      const code = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number.parseInt(ref.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return NAMED[ref.toLowerCase()] ?? whole;
  });
}

/** The text of an HTML fragment (tags removed, references decoded). */
export function htmlToText(html: string): string {
  return decodeEntities(html.replace(/<!--[\s\S]*?-->/g, '').replace(/<[^>]+>/g, ''));
}

/** The value of one attribute in an HTML start tag, decoded; undefined when absent. */
export function readAttribute(startTag: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(startTag);
  if (!match) return undefined;
  return decodeEntities(match[1] ?? match[2] ?? match[3] ?? '');
}

/** Mintlify props arrive as strings, booleans or (from `{...}`) numbers: read a flag. */
export function isTrue(value: unknown): boolean {
  return value === true || value === 'true' || value === '';
}

/** A CSS colour a writer passed (hex, rgb(), a name): kept only if it cannot break out of a style attribute. */
export function sanitizeColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const color = value.trim();
  return /^[#a-z0-9(),.%\s/-]+$/i.test(color) ? color : undefined;
}
