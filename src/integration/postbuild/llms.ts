import type { SiteData } from '../../site/load-site.ts';
import { listIndexableGroups, markdownHref, pageHref } from './site-pages.ts';
import { absoluteUrl } from './site-url.ts';

/** One line of text (descriptions may span lines in frontmatter). */
const oneLine = (text: string) => text.replace(/\s*\n\s*/g, ' ').trim();

/**
 * What the site is about, in one line: the site's description (docs.json `description`, or the
 * `description` meta tag), else the first page's (the home page, else the first listed page
 * that has one), else what it is.
 */
export function siteDescription(site: SiteData): string {
  const metatags = site.config.seo.metatags;
  const first = site.pages.index?.description ?? listIndexableGroups(site).flatMap((group) => group.pages).find((page) => page.description)?.description;
  return oneLine(site.config.description ?? metatags.description ?? metatags['og:description'] ?? first ?? `The ${site.config.name} documentation.`);
}

/**
 * llms.txt (https://llmstxt.org): the site's name, what it is about, and its pages by
 * navigation group, each linked to its Markdown copy with its description.
 */
export function renderLlmsTxt(site: SiteData, siteUrl: string | undefined): string {
  const lines = [`# ${site.config.name}`, '', `> ${siteDescription(site)}`];
  lines.push('', `The full text of every page is in ${absoluteUrl(siteUrl, '/llms-full.txt')}; any page is available as Markdown at its URL with .md added.`);
  for (const group of listIndexableGroups(site)) {
    lines.push('', `## ${group.name}`, '');
    for (const page of group.pages) {
      const note = page.description ? `: ${oneLine(page.description)}` : '';
      lines.push(`- [${page.title.replace(/[[\]]/g, '\\$&')}](${absoluteUrl(siteUrl, markdownHref(page))})${note}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** llms-full.txt: every listed page's Markdown, each headed by its title and address. */
export function renderLlmsFullTxt(site: SiteData, siteUrl: string | undefined, markdownOf: (path: string) => string | undefined): string {
  const parts: string[] = [];
  for (const group of listIndexableGroups(site)) {
    for (const page of group.pages) {
      const markdown = markdownOf(page.path);
      if (!markdown) continue;
      // "# Title" first, then where the page lives, then the rest of its Markdown.
      const [title, ...rest] = markdown.split('\n');
      parts.push([title, '', `Source: ${absoluteUrl(siteUrl, pageHref(page))}`, ...rest].join('\n').trim());
    }
  }
  return `${parts.join('\n\n---\n\n')}\n`;
}
