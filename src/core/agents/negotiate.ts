// Content negotiation for page URLs (RFC 9110 §12.5.1): a request whose Accept header prefers
// Markdown (or plain text) over HTML gets the page's Markdown copy. Browsers list text/html
// first; agents that read Markdown say so (`Accept: text/markdown, text/html;q=0.9`), and some
// ask for plain text first. `*/*` alone is HTML: the page, as before.

export type PageFormat = 'html' | 'markdown' | 'plain';

interface MediaRange {
  type: string;
  subtype: string;
  q: number;
  /** Position in the header: the earlier of two equal choices wins. */
  order: number;
}

function parseAccept(header: string): MediaRange[] {
  return header.split(',').flatMap((part, order) => {
    const [range = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const [type, subtype] = range.split('/');
    if (!type || !subtype) return [];
    const qParam = params.find((p) => /^q\s*=/.test(p));
    const q = qParam ? Number(qParam.replace(/^q\s*=\s*/, '')) : 1;
    return [{ type, subtype, q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0, order }];
  });
}

/** How the header ranks one media type: the most specific range that matches it decides. */
function rank(ranges: MediaRange[], types: readonly string[]): { q: number; specificity: number; order: number } {
  let best = { q: 0, specificity: -1, order: Number.MAX_SAFE_INTEGER };
  for (const mediaType of types) {
    const [type, subtype] = mediaType.split('/');
    for (const range of ranges) {
      const specificity = range.type === type && range.subtype === subtype ? 2 : range.type === type && range.subtype === '*' ? 1 : range.type === '*' && range.subtype === '*' ? 0 : -1;
      if (specificity < 0) continue;
      const better = specificity > best.specificity || (specificity === best.specificity && (range.q > best.q || (range.q === best.q && range.order < best.order)));
      if (better) best = { q: range.q, specificity, order: range.order };
    }
  }
  return best;
}

const HTML = ['text/html', 'application/xhtml+xml'] as const;
const MARKDOWN = ['text/markdown', 'text/x-markdown'] as const;
const PLAIN = ['text/plain'] as const;

/**
 * The representation of a page to send: Markdown when the client ranks it above HTML (or names
 * it first at the same weight), plain text likewise, else HTML. Wildcards never choose Markdown:
 * `*` matches every type equally, and the page is what a client that named nothing expects.
 */
export function negotiatePageFormat(accept: string | undefined): PageFormat {
  if (!accept) return 'html';
  const ranges = parseAccept(accept);
  const html = rank(ranges, HTML);
  let choice: PageFormat = 'html';
  let chosen = html;
  for (const [format, types] of [['markdown', MARKDOWN], ['plain', PLAIN]] as const) {
    const candidate = rank(ranges, types);
    // Only a range that names the type itself (text/markdown, text/plain) can prefer it.
    if (candidate.specificity < 2 || candidate.q === 0) continue;
    if (candidate.q > chosen.q || (candidate.q === chosen.q && (chosen.specificity < 2 || candidate.order < chosen.order))) {
      choice = format;
      chosen = candidate;
    }
  }
  return choice;
}

/** The Content-Type of a page's Markdown sent for `format`. */
export function markdownContentType(format: Exclude<PageFormat, 'html'>): string {
  return format === 'plain' ? 'text/plain; charset=utf-8' : 'text/markdown; charset=utf-8';
}
