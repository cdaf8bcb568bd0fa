import { htmlToText, readAttribute } from './html.ts';

export interface CodePanel {
  /** Tab label: the block's title, else its language. */
  label: string;
  html: string;
}

// A fenced block is a `<figure class="mk-code" data-title data-language>` (the code-block
// rehype plugin's contract) or, before that plugin runs, shiki's bare `<pre data-language>`.
// Code inside is escaped, so the first closing tag ends the block.
const BLOCK = /<figure\b[^>]*\bclass="[^"]*\bmk-code\b[^"]*"[^>]*>[\s\S]*?<\/figure>|<pre\b[^>]*>[\s\S]*?<\/pre>/g;

/** Splits rendered children into code blocks; anything else is returned as `rest`. */
export function readCodePanels(html: string): { panels: CodePanel[]; rest: string } {
  const panels: CodePanel[] = [];
  let rest = '';
  let last = 0;
  for (const match of html.matchAll(BLOCK)) {
    rest += html.slice(last, match.index);
    last = match.index + match[0].length;
    const startTag = /^<[^>]*>/.exec(match[0])![0];
    const caption = /<figcaption\b[^>]*>([\s\S]*?)<\/figcaption>/.exec(match[0]);
    const title = readAttribute(startTag, 'data-title') || (caption ? htmlToText(caption[1]!).trim() : '');
    const preTag = /<pre\b[^>]*>/.exec(match[0])?.[0] ?? '';
    const language = readAttribute(startTag, 'data-language') || readAttribute(preTag, 'data-language');
    panels.push({ label: title || describeLanguage(language) || `Example ${panels.length + 1}`, html: match[0] });
  }
  rest += html.slice(last);
  // Paragraph wrappers and whitespace MDX leaves between the blocks are not content.
  rest = rest.replace(/<p>\s*<\/p>/g, '').trim();
  return { panels, rest };
}

function describeLanguage(language: string | undefined): string {
  if (!language || language === 'plaintext' || language === 'text' || language === 'txt') return language ? 'Text' : '';
  return language;
}
