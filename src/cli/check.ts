import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import type { Root } from 'mdast';
import { parseDocument } from 'yaml';
import { MDX_COMPONENT_NAMES } from '../components/mdx/names.ts';
import { locateOffset } from '../config/json-syntax.ts';
import { findConfigFile, loadSiteConfig } from '../config/load-site-config.ts';
import type { SiteConfig } from '../config/site/types.ts';
import { pathFromFile } from '../core/navigation/page-paths.ts';
import { checkLinks, checkPageComponents, collectAnchors, collectLinks, listDefaultImports, parsePageAst, readJsxString, type JsxElement, type LinkSource, type PageAnchors } from '../core/links/index.ts';
import { locatePointer } from '../core/openapi/locate-pointer.ts';
import { discoverDocsFiles, navigationPagePaths } from '../core/pages/discover-files.ts';
import { loadSite } from '../site/load-site.ts';
import { checkMdxPages } from '../integration/markdown/check-mdx.ts';
import { blankHtmlComments } from '../integration/markdown/html-comments.ts';
import { dim, green, red, yellow } from './report.ts';

export interface Problem {
  file: string;
  line: number;
  column: number;
  severity: 'error' | 'warning';
  message: string;
}

/** Files the build writes itself, so links to them are fine. */
const GENERATED_FILES = ['llms.txt', 'llms-full.txt', 'sitemap.xml', 'robots.txt', 'rss.xml', '404.html'];

/** `docs.json: navigation.tabs[2].pages[0]: ...` → the position of that value in the config file. */
function locateInConfig(text: string, message: string, configFile: string): { line: number; column: number } {
  const rest = message.startsWith(`${configFile}:`) ? message.slice(configFile.length + 1).trimStart() : message;
  const path = /^([A-Za-z_$][\w$]*(?:\[\d+\]|\.[A-Za-z_$][\w$]*)*)[:\s]/.exec(rest)?.[1];
  let offset: number | undefined;
  if (path) {
    const keys = path.split(/\.|\[(\d+)\]/).filter((k) => k !== undefined && k !== '').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
    const node = parseDocument(text).getIn(keys, true) as { range?: [number, number, number] } | undefined;
    offset = node?.range?.[0];
  }
  if (offset === undefined) {
    const quoted = /"([^"]+)"/.exec(rest)?.[1];
    const found = quoted ? text.indexOf(JSON.stringify(quoted)) : -1;
    if (found !== -1) offset = found;
  }
  return offset === undefined ? { line: 1, column: 1 } : locateOffset(text, offset);
}

/** `#/paths/~1users/get` in an OpenAPI file → where that value is written. */
function locatePointerIn(docsDir: string, file: string, pointer: string): { line: number; column: number } {
  return locatePointer(readText(join(docsDir, file)), pointer) ?? { line: 1, column: 1 };
}

/** The config file's name and text, to place its messages. */
interface ConfigText {
  file: string;
  text: string;
}

/** Turns a message of the loader (`file:line:col: text`, `docs.json: path: text`) into a problem. */
function toProblem(message: string, severity: Problem['severity'], config: ConfigText, docsDir: string): Problem {
  const positioned = /^(.+?):(\d+):(\d+):?\s+(.*)$/s.exec(message);
  if (positioned) return { file: positioned[1]!, line: Number(positioned[2]), column: Number(positioned[3]), severity, message: positioned[4]! };
  if (message.startsWith(`${config.file}:`)) {
    return { file: config.file, ...locateInConfig(config.text, message, config.file), severity, message: message.slice(config.file.length + 1).trimStart() };
  }
  const named = /^([^\s:]+\.(?:mdx?|json|ya?ml)):\s+(.*)$/s.exec(message);
  if (named) {
    const pointer = /^(#\/\S*?):\s/.exec(named[2]!)?.[1];
    const position = pointer && /\.(json|ya?ml)$/.test(named[1]!) ? locatePointerIn(docsDir, named[1]!, pointer) : { line: 1, column: 1 };
    return { file: named[1]!, ...position, severity, message: named[2]! };
  }
  return { file: config.file, line: 1, column: 1, severity, message };
}

function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** Where an import points, if the file exists (same rules as the build's remark plugin). */
function resolveImport(docsDir: string, fromFile: string, source: string): string | undefined {
  if (!source.startsWith('/') && !source.startsWith('.')) return undefined;
  const base = source.startsWith('/') ? join(docsDir, source) : join(docsDir, dirname(fromFile), source);
  const found = ['', '.mdx', '.md', '.jsx', '.js', '.tsx', '.ts'].map((ext) => base + ext).find((f) => existsSync(f) && statSync(f).isFile());
  return found ? relative(docsDir, found).split(sep).join('/') : undefined;
}

/** Parses every page and snippet once for their links, anchors and unknown components. */
function checkPages(docsDir: string, pageFiles: string[], snippetFiles: string[], apiPages: Set<string>) {
  const problems: Problem[] = [];
  const sources: LinkSource[] = [];
  const trees = new Map<string, Root>();
  const known = new Set(MDX_COMPONENT_NAMES);
  const pageSet = new Set(pageFiles);
  for (const file of [...pageFiles, ...snippetFiles.filter((f) => /\.mdx?$/i.test(f))]) {
    const format = file.toLowerCase().endsWith('.mdx') ? 'mdx' : 'md';
    const raw = readText(join(docsDir, file));
    // Mintlify hides HTML comments in MDX pages, and so does the build (html-comments.ts).
    const parsed = parsePageAst(format === 'mdx' ? blankHtmlComments(raw) : raw, format);
    // Syntax errors are reported by the build's own pre-check (checkMdxPages).
    if (!parsed.ok) continue;
    trees.set(file, parsed.tree);
    if (format === 'mdx') for (const p of checkPageComponents(parsed.tree, known)) problems.push({ file, ...p });
    sources.push({ file, path: pageSet.has(file) ? pathFromFile(file) : undefined, links: collectLinks(parsed.tree) });
  }

  // A page answers to the headings of the snippets it uses too: they render inside it, numbered
  // with the page's own headings where each snippet is used.
  const snippetResolver = (file: string) => {
    const imports = listDefaultImports(trees.get(file)!);
    return (element: JsxElement): Root | undefined => {
      const source = element.name ? imports.get(element.name) : undefined;
      const legacy = element.name === 'Snippet' && !source ? readJsxString(element, 'file') : undefined;
      const target = source
        ? resolveImport(docsDir, file, source)
        : legacy
          ? ['_snippets', 'snippets'].map((folder) => `${folder}/${legacy}`).find((f) => trees.has(f))
          : undefined;
      return target ? trees.get(target) : undefined;
    };
  };
  const resolvers = new Map<Root, (element: JsxElement) => Root | undefined>();
  for (const [file, tree] of trees) resolvers.set(tree, snippetResolver(file));
  const anchorsOf = (file: string): PageAnchors => collectAnchors(trees.get(file)!, (element, within) => resolvers.get(within)?.(element));
  const anchors = new Map<string, PageAnchors | undefined>();
  for (const file of pageFiles) {
    const path = pathFromFile(file);
    // API pages get anchors from the generated reference too, and a page that does not parse
    // has unknown ones: any fragment may be right.
    anchors.set(path, apiPages.has(path) || !trees.has(file) ? undefined : anchorsOf(file));
  }
  return { problems, sources, anchors };
}

/**
 * The links mint.json itself shows on every page (navbar links, the call-to-action button,
 * footer columns) and its redirects' destinations. A path into the site is checked like a
 * page's link; GitHub buttons and other full URLs are external.
 */
function collectConfigLinks(config: SiteConfig, configText: string): LinkSource {
  const written: [string, string][] = [];
  // The JSON paths of the file they were written in: mint.json names them differently.
  const mint = config.file === 'mint.json';
  config.navbar.links.forEach((link, i) => link.type === 'link' && written.push([link.href, mint ? `topbarLinks[${i}].url` : `navbar.links[${i}].href`]));
  if (config.navbar.primary?.type === 'button') written.push([config.navbar.primary.href, mint ? 'topbarCtaButton.url' : 'navbar.primary.href']);
  config.footer.links.forEach((column, i) => column.items.forEach((link, j) => written.push([link.href, mint ? `footer.links[${i}].links[${j}].url` : `footer.links[${i}].items[${j}].href`])));
  // A redirect that leads nowhere, at the redirect (one with :params or * is checked through the links that use it).
  config.redirects.forEach((rule, i) => !/[:*]/.test(rule.destination) && written.push([rule.destination, `redirects[${i}].destination`]));
  const links = written.map(([url, path]) => ({ url, kind: 'href' as const, ...locateInConfig(configText, `${path}: `, config.file) }));
  return { file: config.file, links };
}

function printProblems(problems: Problem[]): void {
  const sorted = [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
  for (const p of sorted) {
    const label = p.severity === 'error' ? red('error') : yellow('warning');
    console.log(`${p.file}:${p.line}:${p.column}  ${label}  ${p.message}`);
  }
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * `mintaka check [folder]`: everything a build would refuse or warn about, and every broken
 * internal link, without writing a site. Exit 1 on errors (with `strict`, on warnings too).
 */
export async function runCheck(options: { docsDir: string; strict?: boolean }): Promise<number> {
  const { docsDir } = options;
  const configFile = findConfigFile(docsDir) ?? 'mint.json';
  const configText: ConfigText = { file: configFile, text: readText(join(docsDir, configFile)) };
  const problems: Problem[] = [];
  const loaded = await loadSite(docsDir, { fetchStars: false });
  for (const message of loaded.warnings) problems.push(toProblem(message, 'warning', configText, docsDir));
  if (!loaded.ok) for (const message of loaded.errors) problems.push(toProblem(message, 'error', configText, docsDir));
  else for (const messages of loaded.invalidPages.values()) for (const message of messages) problems.push(toProblem(message, 'error', configText, docsDir));

  const config = loaded.ok ? loaded.site.config : (() => {
    const result = loadSiteConfig(docsDir);
    return result.ok ? result.config : undefined;
  })();
  const files = discoverDocsFiles(docsDir, { listed: navigationPagePaths(config?.navigation) });
  // MDX syntax, imports and legacy snippets: the build's own pre-check, so both agree.
  for (const message of checkMdxPages(docsDir, files.pages).errors) problems.push(toProblem(message, 'error', configText, docsDir));
  if (config) {
    const sitePages = loaded.ok ? Object.values(loaded.site.pages) : [];
    const apiPages = new Set(sitePages.filter((p) => p.api || p.frontmatter.openapi || p.frontmatter.api).map((p) => p.path));
    const pages = checkPages(docsDir, files.pages, files.snippets, apiPages);
    problems.push(...pages.problems);
    // Generated API pages have no file of their own.
    for (const page of sitePages) if (!pages.anchors.has(page.path)) pages.anchors.set(page.path, undefined);
    const targets = { pages: pages.anchors, files: new Set([...files.assets, ...GENERATED_FILES]), redirects: config.redirects };
    problems.push(...checkLinks([...pages.sources, collectConfigLinks(config, configText.text)], targets));
  }

  printProblems(problems);
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const inFiles = new Set(problems.map((p) => p.file)).size;
  const checked = `${plural(files.pages.length, 'page')} checked`;
  if (!problems.length) console.log(`${green('✓')} No problems found (${checked})`);
  else console.log(`${errors ? red('✗') : yellow('!')} ${plural(errors, 'error')}, ${plural(warnings, 'warning')} in ${plural(inFiles, 'file')} ${dim(`(${checked})`)}`);
  return errors > 0 || (options.strict && warnings > 0) ? 1 : 0;
}
