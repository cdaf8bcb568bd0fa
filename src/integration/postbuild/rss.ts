import { readFileSync } from 'node:fs';
import type { Root, RootContent } from 'mdast';
import rehypeStringify from 'rehype-stringify';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import remarkRehype from 'remark-rehype';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { slugHeading } from '../../core/links/heading-id.ts';
import { isJsxElement, readJsxString, type JsxElement } from '../../core/links/jsx.ts';
import { parsePageAst } from '../../core/links/page-ast.ts';
import type { PageRecord, SiteData } from '../../site/load-site.ts';
import { blankHtmlComments } from '../markdown/html-comments.ts';
import { pageUrlResolver, stringifyMarkdown } from './markdown/page-markdown.ts';
import { readConstants, transformToMarkdown } from './markdown/transform.ts';
import { feedHref, hasUpdateEntries, sourceFile } from './feed-paths.ts';
import { pageHref } from './site-pages.ts';
import { absoluteUrl } from './site-url.ts';

// A page with <Update> entries (a changelog) gets an RSS feed at `<page>/rss.xml`, as on
// Mintlify. Entries are read from the page's source with the MDX parser, not from rendering.

const escapeXml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const cdata = (value: string) => `<![CDATA[${value.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;
const toHtml = unified().use(remarkParse).use(remarkGfm).use(remarkRehype).use(rehypeStringify).freeze();

export interface UpdateEntry {
  label: string;
  description?: string;
  anchor: string;
  markdown: string;
  date?: Date;
}

/** The page's updates, in page order. */
export function readUpdateEntries(tree: Root, resolveUrl: (url: string) => string): UpdateEntry[] {
  const elements: JsxElement[] = [];
  visit(tree, (node) => {
    if (isJsxElement(node) && node.name === 'Update') elements.push(node);
  });
  const constants = readConstants(tree);
  return elements.map((element) => {
    const label = readJsxString(element, 'label') ?? 'Update';
    const body: Root = { type: 'root', children: element.children as RootContent[] };
    const markdown = stringifyMarkdown(transformToMarkdown(body, { resolveUrl, expandSnippet: () => undefined }, constants));
    const time = Date.parse(label);
    return {
      label,
      description: readJsxString(element, 'description'),
      // The label is a heading of the page: its id is the heading's (rehype-headings.ts).
      anchor: readJsxString(element, 'id') ?? slugHeading(label),
      markdown,
      date: Number.isNaN(time) ? undefined : new Date(time),
    };
  });
}

/** The RSS 2.0 feed of a changelog page, or undefined when it has no updates. */
export function buildRssFeed(site: SiteData, page: PageRecord, siteUrl: string | undefined): string | undefined {
  const file = sourceFile(site, page);
  if (!file || !hasUpdateEntries(site, page)) return undefined;
  const parsed = parsePageAst(blankHtmlComments(readFileSync(file, 'utf8')), 'mdx');
  if (!parsed.ok) return undefined;
  const entries = readUpdateEntries(parsed.tree, pageUrlResolver(page, siteUrl));
  if (!entries.length) return undefined;
  const pageUrl = absoluteUrl(siteUrl, pageHref(page));
  const items = entries.map((entry) => {
    const link = `${pageUrl}#${entry.anchor}`;
    const content = String(toHtml.processSync(entry.markdown));
    return [
      '    <item>',
      `      <title>${escapeXml(entry.label)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="false">${escapeXml(link)}</guid>`,
      ...(entry.date ? [`      <pubDate>${entry.date.toUTCString()}</pubDate>`] : []),
      `      <description>${cdata(entry.description ? `<p>${escapeXml(entry.description)}</p>${content}` : content)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${page.title} - ${site.config.name}`)}</title>`,
    `    <link>${escapeXml(pageUrl)}</link>`,
    `    <description>${escapeXml(page.description ?? `Updates to ${site.config.name}`)}</description>`,
    ...(siteUrl ? [`    <atom:link href="${escapeXml(absoluteUrl(siteUrl, feedHref(page)))}" rel="self" type="application/rss+xml"/>`] : []),
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}
