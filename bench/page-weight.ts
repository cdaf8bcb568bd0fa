// What one built page weighs for a reader: its HTML, and the JavaScript and CSS it loads
// (inline plus linked files, following static imports and @import).
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface PageWeight {
  htmlBytes: number;
  jsBytes: number;
  cssBytes: number;
  /** Linked files counted, for the report. */
  files: string[];
}

/** Total bytes of every file under a folder. */
export function measureFolderBytes(dir: string): { bytes: number; files: number } {
  let bytes = 0;
  let files = 0;
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    bytes += statSync(join(entry.parentPath, entry.name)).size;
    files++;
  }
  return { bytes, files };
}

/** The built file for a URL path: `a/b/index.html`, else `a/b.html`. */
export function htmlFileFor(outDir: string, urlPath: string): string {
  const clean = urlPath.replace(/^\/|\/$/g, '');
  const candidates = [join(outDir, clean, 'index.html'), join(outDir, `${clean}.html`)];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`no built page for /${clean} in ${outDir}`);
  return found;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}\\s*=\\s*["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1];

/** Reads a site file by URL (root-relative or relative to the importing file's URL). */
function readSiteFile(outDir: string, url: string, from = '/'): { url: string; text: string } | undefined {
  if (/^(https?:)?\/\//.test(url) || url.startsWith('data:')) return undefined;
  const resolved = new URL(url, `http://site${from}`).pathname;
  const file = join(outDir, decodeURIComponent(resolved));
  if (!existsSync(file) || !statSync(file).isFile()) return undefined;
  return { url: resolved, text: readFileSync(file, 'utf8') };
}

/** Static imports of an ES module (`import "./x.js"`, `from "./x.js"`); not dynamic import(). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/(?:\bfrom\s*|\bimport\s*)["']([^"']+\.m?js)["']/g)].map((m) => m[1]!);
}

export function measurePageWeight(outDir: string, urlPath: string): PageWeight {
  const html = readFileSync(htmlFileFor(outDir, urlPath), 'utf8');
  const seen = new Set<string>();
  let jsBytes = 0;
  let cssBytes = 0;
  const addScript = (url: string, from?: string) => {
    const file = readSiteFile(outDir, url, from);
    if (!file || seen.has(file.url)) return;
    seen.add(file.url);
    jsBytes += Buffer.byteLength(file.text);
    for (const imported of staticImports(file.text)) addScript(imported, file.url);
  };
  const addStyle = (url: string, from?: string) => {
    const file = readSiteFile(outDir, url, from);
    if (!file || seen.has(file.url)) return;
    seen.add(file.url);
    cssBytes += Buffer.byteLength(file.text);
    for (const m of file.text.matchAll(/@import\s+(?:url\()?["']?([^"')\s;]+)/g)) addStyle(m[1]!, file.url);
  };
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs, body] = m;
    const type = attribute(`<x ${attrs}>`, 'type');
    if (type && !/module|javascript/i.test(type)) continue; // JSON-LD, import maps: data
    const src = attribute(`<x ${attrs}>`, 'src');
    if (src) addScript(src);
    else jsBytes += Buffer.byteLength(body!);
    if (!src) for (const imported of staticImports(body!)) addScript(imported);
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attribute(m[0], 'rel') ?? '';
    const href = attribute(m[0], 'href');
    if (!href) continue;
    if (/\bstylesheet\b/i.test(rel)) addStyle(href);
    else if (/\bmodulepreload\b/i.test(rel)) addScript(href);
  }
  for (const m of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)) cssBytes += Buffer.byteLength(m[1]!);
  return { htmlBytes: Buffer.byteLength(html), jsBytes, cssBytes, files: [...seen] };
}

/** Every content page of a built site: its URL paths (pages with the sidebar, API reference pages excepted). */
function listContentPages(outDir: string): string[] {
  const paths: string[] = [];
  for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name !== 'index.html') continue;
    const file = join(entry.parentPath, entry.name);
    const html = readFileSync(file, 'utf8');
    if (!html.includes('id="sidebar"') || html.includes('class="mk-api-')) continue;
    paths.push(`/${file.slice(outDir.length + 1, -'index.html'.length)}`);
  }
  return paths;
}

/**
 * What a reader's content page of a real site weighs: the median of each of HTML, JavaScript
 * and CSS over the site's content pages (each its own median, so the three may come from three
 * pages), with how many pages were weighed.
 */
export function medianContentPageWeight(outDir: string): { pages: number; htmlBytes: number; jsBytes: number; cssBytes: number } | undefined {
  const weights = listContentPages(outDir).map((path) => measurePageWeight(outDir, path));
  if (!weights.length) return undefined;
  const median = (key: 'htmlBytes' | 'jsBytes' | 'cssBytes') => weights.map((w) => w[key]).sort((a, b) => a - b)[Math.floor(weights.length / 2)]!;
  return { pages: weights.length, htmlBytes: median('htmlBytes'), jsBytes: median('jsBytes'), cssBytes: median('cssBytes') };
}
