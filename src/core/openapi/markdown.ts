// OpenAPI descriptions are CommonMark (+ GFM) written by API authors, often with inline
// HTML. We render them to HTML and sanitise: GitHub's allow-list, links limited to http(s),
// mailto and relative URLs, no script, style, event handlers or iframes.
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { remarkNativeParse } from '../markdown/native-parse.ts';
import { rehypeRawWhenPresent } from '../markdown/raw-html.ts';

const schema: SanitizeSchema = {
  ...defaultSchema,
  // Drop these elements with their content (the default keeps the text of <style>).
  strip: ['script', 'style', 'iframe', 'noscript', 'template'],
  protocols: { ...defaultSchema.protocols, href: ['http', 'https', 'mailto'], src: ['http', 'https'], cite: ['http', 'https'] },
};

const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkNativeParse, { math: false })
  .use(remarkRehype, { allowDangerousHtml: true })
  // Most descriptions are plain Markdown: the HTML round trip only where they have HTML.
  .use(rehypeRawWhenPresent)
  .use(rehypeSanitize, schema)
  .use(rehypeStringify)
  .freeze();

// Large specs repeat the same descriptions across hundreds of operations.
const cache = new Map<string, string>();
const CACHE_LIMIT = 20_000;

export function renderMarkdownSafe(markdown: string): string {
  const cached = cache.get(markdown);
  if (cached !== undefined) return cached;
  const html = String(processor.processSync(markdown)).trim();
  keepRenderedMarkdown(markdown, html);
  return html;
}

/** Whether a description is rendered already (renderMarkdownSafe will not parse it again). */
export function isMarkdownRendered(markdown: string): boolean {
  return cache.has(markdown);
}

/** Keeps a description's HTML rendered elsewhere (a render thread) for renderMarkdownSafe. */
export function keepRenderedMarkdown(markdown: string, html: string): void {
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(markdown, html);
}
