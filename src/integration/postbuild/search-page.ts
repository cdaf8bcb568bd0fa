import type { PagefindIndex } from 'pagefind';
import { getPageNavigation } from '../../core/navigation/route-navigation.ts';
import type { PageRecord, SiteData } from '../../site/load-site.ts';
import { pageHref } from './site-pages.ts';

// What the site search indexes of a page, and how Pagefind is told to read it: the build's
// search worker (search-worker.ts) and the dev server's index both prepare pages here.

export interface ApiOperation {
  method: string;
  path: string;
}

/**
 * Pagefind filters of a page: `version` (and `language`, for versions that are languages) where
 * the site has versions, so that a search can keep to one (the MCP server's `search` tool). A
 * page outside every version is in all of them, as the sidebar shows it.
 */
export type SearchFilters = Partial<Record<'version' | 'language', string[]>>;

/** A page as the search index needs it: where it is, what to name it in errors, its operation. */
export interface IndexedPage {
  href: string;
  file: string;
  operation?: ApiOperation;
  filters?: SearchFilters;
}

export function indexedPage(site: Pick<SiteData, 'navigation'>, page: PageRecord): IndexedPage {
  const operation = apiOperationOf(page);
  const filters = searchFiltersOf(site, page);
  return { href: pageHref(page), file: page.file, ...(operation ? { operation } : {}), ...(filters ? { filters } : {}) };
}

function searchFiltersOf(site: Pick<SiteData, 'navigation'>, page: PageRecord): SearchFilters | undefined {
  const versions = site.navigation.versions.filter((v) => !v.url);
  if (!versions.length) {
    // docs.json: the version of the page's scope (its language is its <html lang>: search-scopes.ts).
    if (!site.navigation.scopes?.some((scope) => scope.levels.some((level) => level.kind === 'version'))) return undefined;
    const version = getPageNavigation(site.navigation, page.path).version;
    return version ? { version: [version] } : undefined;
  }
  const own = getPageNavigation(site.navigation, page.path, typeof page.frontmatter.version === 'string' ? page.frontmatter.version : undefined).version;
  const mine = versions.filter((v) => !own || v.name === own);
  const languages = [...new Set(mine.flatMap((v) => (v.locale ? [v.locale] : [])))];
  return { version: mine.map((v) => v.name), ...(languages.length ? { language: languages } : {}) };
}

/** Parts of the page frame that are not the page's content. */
const EXCLUDED = [
  '.mk-feedback', '.mk-pagination', '.mk-heading-anchor', '.mk-eyebrow', 'button', 'svg', 'script', 'style', 'select', 'form', '[aria-hidden="true"]',
  // API pages: code samples, the playground and the pills beside section titles.
  '.mk-api-aside', '.mk-pg', '.mk-api-section-pills',
  // The page actions menu.
  '.mk-pa',
];

export const PAGEFIND_CONFIG = { excludeSelectors: EXCLUDED };

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An API page's method and path: shown beside the result, and searchable ("POST /widgets"). */
function apiOperationOf(page: PageRecord): ApiOperation | undefined {
  const ref = page.api;
  if (ref?.kind === 'operation') return { method: ref.target.kind === 'webhook' ? 'WEBHOOK' : ref.target.method.toUpperCase(), path: ref.target.kind === 'webhook' ? ref.target.name : ref.target.path };
  if (ref?.kind === 'endpoint') return { method: ref.endpoint.method.toUpperCase(), path: ref.endpoint.url };
  const declared = typeof page.frontmatter.openapi === 'string' ? page.frontmatter.openapi : typeof page.frontmatter.api === 'string' ? page.frontmatter.api : undefined;
  const match = declared && /(?:^|\s)(get|post|put|patch|delete|head|options|trace|webhook)\s+(\S+)/i.exec(declared);
  return match ? { method: match[1]!.toUpperCase(), path: match[2]! } : undefined;
}

/** Adds a page to an index: the errors Pagefind reports for it, named by the page's file. */
export async function addToIndex(index: PagefindIndex, page: IndexedPage, html: string): Promise<string[]> {
  const result = await index.addHTMLFile({ url: page.href, content: prepareForIndex(html, page.operation, page.filters) });
  return result.errors.map((error) => `${page.file}: search index: ${error}`);
}

/**
 * The HTML Pagefind reads for a page: the article is the searchable body (not sidebars or
 * footers), and API pages carry their operation as metadata and words.
 */
export function prepareForIndex(html: string, operation: ApiOperation | undefined, filters?: SearchFilters): string {
  return markForIndex(pageDocumentForIndex(html), operation, filters);
}

/**
 * The page reduced to what Pagefind reads: its language, title and article, without an API
 * page's examples, heading links and code colours. Pagefind is sent every page and parses it in its own process; the frame
 * and the code samples, which it skips, were most of a large API page (370 KiB for GitHub's
 * repository operation).
 */
function pageDocumentForIndex(html: string): string {
  const start = html.indexOf('<article');
  const end = html.lastIndexOf('</article>');
  if (start === -1 || end < start) return html;
  const open = /^<!DOCTYPE html>\s*(<html\b[^>]*>)/i.exec(html)?.[1] ?? '<html>';
  const title = /<title>[\s\S]*?<\/title>/.exec(html)?.[0] ?? '';
  const article = html
    .slice(start, end + '</article>'.length)
    .replace(/<aside class="mk-api-aside"[\s\S]*?<\/aside>/, '')
    // The page actions menu ("Copy page", "Open in Claude") is on every page.
    .replace(/<div class="mk-pa"[\s\S]*?<span class="mk-pa-status"[^>]*><\/span><\/div>/, '')
    // Pagefind would skip the heading links (EXCLUDED) after parsing their icons.
    .replace(/<a class="mk-heading-anchor"[^>]*>[\s\S]*?<\/a>/g, '')
    // Code blocks (and diagrams' sources) are not what results quote: their text made excerpts
    // of source code ("</Step> </Steps>" from a component's example, YAML keys), even for words
    // matched in the prose around them. Documentation search (DocSearch's default selectors
    // too) indexes the prose; inline code stays. A block was also a quarter of a page's markup.
    .replace(/<figure class="mk-code"[^>]*>[\s\S]*?<\/figure>/g, '')
    .replace(/<pre\b[\s\S]*?<\/pre>/g, '')
    // A formula's TeX source, which KaTeX keeps for screen readers (the formula is shown apart).
    .replace(/<math\b[\s\S]*?<\/math>/g, '')
    // API pages: the playground's form and data (EXCLUDED), the pills of every field (string,
    // required: the same words on thousands of rows) and the expanders' labels are not what a
    // reader searches for, and were a third of a large API page's markup.
    .replace(/<section id="mk-playground"[\s\S]*?<\/section>/, '')
    .replace(/<span class="mk-api-pill[^"]*">[^<]*<\/span>/g, '')
    .replace(/<summary>Show (?:child attributes|\d+ options)<\/summary>/g, '')
    .replace(/ class="mk-api-field(?:-head|-body|-name)?"/g, '')
    .replace(/<link rel="stylesheet"[^>]*>/g, '')
    // A heading with no id is no section a result can link to: an API description's own
    // headings (an error response written "### Not found"), the "Headers" label of a response.
    // Pagefind would weigh its words as a section title's; they are indexed as text.
    .replace(/<(h[2-6])\b(?![^>]*\sid=)[^>]*>([\s\S]*?)<\/\1>/g, '<p>$2</p>');
  return `<!DOCTYPE html>${open}<head><meta charset="utf-8">${title}</head><body>${article}</body></html>`;
}

/** The body marked for Pagefind, words kept apart, and an API page's operation as metadata. */
function markForIndex(html: string, operation: ApiOperation | undefined, filters: SearchFilters = {}): string {
  const meta = operation
    ? `<p data-pagefind-meta="method">${escapeHtml(operation.method)}</p><p data-pagefind-meta="endpoint">${escapeHtml(operation.path)}</p>`
    : '';
  const filterTags = Object.entries(filters).flatMap(([name, values]) => values.map((value) => `<p data-pagefind-filter="${name}:${escapeHtml(value)}"></p>`));
  const extra = meta + filterTags.join('');
  // Pagefind joins neighbouring elements' text ("namestringrequired"): separate them.
  const spaced = html.replace(/(<\/(?:span|div|p|li|dt|dd|td|th|code|a|strong|em|h[1-6]|summary|label)>)(?=<)/g, '$1 ');
  // Result titles are a heading's whole text: leave out the pills API sections put in theirs.
  const titled = spaced.replace(/(<h([1-6])\b[^>]*>)([\s\S]*?)(<\/h\2>)/g, (_, open: string, _level: string, inner: string, close: string) => open + inner.replace(/<span class="mk-api-section-pills">[\s\S]*$/, '') + close);
  const marked = titled.replace(/<article\b/, '<article data-pagefind-body');
  const withBody = marked === titled ? titled.replace(/<main\b/, '<main data-pagefind-body') : marked;
  return extra ? withBody.replace(/(<h1\b[^>]*>[\s\S]*?<\/h1>)/, `$1${extra}`) : withBody;
}
