import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import remarkSmartypantsReference from 'remark-smartypants';
import { retext } from 'retext';
import retextSmartypants from 'retext-smartypants';
import { describe, expect, it } from 'vitest';
import { curlQuotes, remarkSmartypants } from '../../../src/integration/markdown/smartypants.ts';

// The quote pass as retext-smartypants alone does it: the parse the shortcut skips.
const reference = retext().use(retextSmartypants, { ellipses: false, dashes: false, backticks: false });
const remark = () => unified().use(remarkParse).use(remarkStringify);
const curledByRetext = (text: string) => reference.processSync(text).toString();

/** Deterministic strings of letters, digits, quotes, apostrophes, spaces and punctuation. */
function* randomTexts(count: number, longest = 24): Generator<string> {
  const alphabet = ['a', 'b', 'Z', '8', '0', 's', "'", "'", "'", '"', ' ', ' ', '.', ',', '-', '(', ')', '’', 'é', '\n', '?'];
  let seed = 15;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648;
  for (let i = 0; i < count; i++) {
    let text = '';
    const length = 1 + Math.floor(next() * longest);
    for (let j = 0; j < length; j++) text += alphabet[Math.floor(next() * alphabet.length)];
    yield text;
  }
}

describe('curled quotes', () => {
  it('curls apostrophes inside words without changing how other quotes curl', () => {
    const cases = [
      "Don't stop: it's rock'n'roll, 5'10 tall.",
      "She said 'don't' and \"it's\" twice.",
      "\"'Quoted' words in a larger quote,\" he said.",
      "The '80s and the 80's were the users' years.",
      "l'été, d'accord, O'Neil's 'x'y' z'",
      "'tis 'twas rock'n' roll''s a''b",
      "end.'Start and a'.b and 'a'b'",
    ];
    for (const text of [...cases, ...randomTexts(3000)]) expect(curlQuotes(text), JSON.stringify(text)).toBe(curledByRetext(text));
  });

  it('curls quotes as retext-smartypants does across sentences and paragraphs (only sentences with a quote are visited)', () => {
    const cases = [
      'No quotes in this sentence. But "here" there are. And none here!\n\nA new paragraph. \'Single\' ones.',
      'Ends with a quote." Then. "Starts one. e.g. "lower case follows." 3. "Digits"',
      'First line\n"second line" and\n\n  \'indented\' text?! "Yes." Done',
    ];
    for (const text of [...cases, ...randomTexts(1500, 300)]) expect(curlQuotes(text), JSON.stringify(text)).toBe(curledByRetext(text));
  });

  it('leaves text without straight quotes as it is', () => {
    expect(curlQuotes('No quotes — here…')).toBe('No quotes — here…');
  });
});

describe('remarkSmartypants', () => {
  it('renders a page as remark-smartypants does', () => {
    const pages = [
      "# It's here\n\nDon't *stop*: it's [rock'n'roll](https://example.com) -- really...\n\nThe users' `code`'s \"quoted\" 'single' words.",
      "A page whose only quotes are apostrophes: it's, don't, we're, 5'10.\n\n- can't\n- won't",
    ];
    for (const page of pages) {
      const ours = String(remark().use(() => remarkSmartypants()).processSync(page));
      const theirs = String(remark().use(remarkSmartypantsReference).processSync(page));
      expect(ours).toBe(theirs);
    }
    expect(String(remark().use(() => remarkSmartypants()).processSync("it's"))).toContain('it’s');
  });
});
