// Pagefind's excerpts are HTML: the page's words, escaped, with <mark> around what matched.
// Agents get them as Markdown: the matches in bold, no tags, characters as written.

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[\da-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
      return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
    }
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}

/** A Pagefind excerpt as one line of Markdown, its matches in bold. */
export function excerptToMarkdown(html: string): string {
  const marked = html.replace(/<mark>([\s\S]*?)<\/mark>/gi, (_, inner: string) => `\u0001${inner}\u0002`);
  const text = decodeEntities(marked.replace(/<[^>]*>/g, ''))
    // Markdown characters in the page's words stay words.
    .replace(/([\\`*_[\]<>#])/g, '\\$1')
    .replace(/\s+/g, ' ')
    .trim();
  return text.replace(/\u0001\s*([\s\S]*?)\s*\u0002/g, (_, inner: string) => (inner ? `**${inner}**` : ''));
}
