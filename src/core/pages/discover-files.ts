import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { normalizePagePath } from '../navigation/page-paths.ts';
import { mintIgnoreMatcher } from './mintignore.ts';

/** Files of a docs folder, split the way Mintlify splits them (reference/mintlify.md 4.3). */
export interface DocsFiles {
  /** `.md`/`.mdx` files that become pages, relative POSIX paths. */
  pages: string[];
  /** Images, video, PDFs, fonts...: copied to the output at the same path. */
  assets: string[];
  /** Everything under `snippets/` (import-only, never a page). */
  snippets: string[];
  /** JSON/YAML files that may be OpenAPI documents. */
  dataFiles: string[];
  /** README, LICENSE, CONTRIBUTING... files left out: repository files, not pages. */
  repoFiles: string[];
}

export interface DiscoverOptions {
  /**
   * Page paths the navigation lists (`navigationPagePaths`). A README, LICENSE or CONTRIBUTING
   * file the navigation lists is a page like any other; one it does not list is left out.
   */
  listed?: ReadonlySet<string>;
}

const PAGE_EXTENSIONS = new Set(['.md', '.mdx']);
const ASSET_EXTENSIONS = new Set([
  '.png', '.jpg', '.jpeg', '.gif', '.svg', '.webp', '.avif', '.ico', '.bmp', '.tif', '.tiff',
  '.mp4', '.webm', '.mov', '.ogg', '.mp3', '.wav', '.m4a',
  '.pdf', '.doc', '.docx', '.xls', '.xlsx', '.ppt', '.pptx', '.csv', '.xml', '.txt',
  '.woff', '.woff2', '.ttf', '.otf', '.eot', '.zip', '.gz', '.tar',
  '.css', '.js',
]);
const DATA_EXTENSIONS = new Set(['.json', '.yaml', '.yml']);
/** Repository files that Mintlify never turns into pages. */
const NON_PAGE_NAMES = /^(readme|license|licence|contributing|contribute|code_of_conduct)\.mdx?$/i;
/** Folders that never hold docs content. */
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);

/** True for README, LICENSE, CONTRIBUTING... (`.md`/`.mdx`): repository files, not pages by default. */
export function isRepoFileName(name: string): boolean {
  return NON_PAGE_NAMES.test(name);
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot <= 0 ? '' : name.slice(dot).toLowerCase();
}

/** The keys under which navigation nodes hold pages and other nodes (docs.json's tree). */
const NAVIGATION_CHILDREN = ['pages', 'groups', 'anchors', 'tabs', 'dropdowns', 'versions', 'languages', 'products'];

/**
 * Every page path a navigation value lists (mint.json's groups or docs.json's tree), at any
 * depth. Tolerant: it reads whatever is there, valid or not, so that it can run before the
 * config is checked.
 */
export function navigationPagePaths(navigation: unknown): Set<string> {
  const paths = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') paths.add(normalizePagePath(value));
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const node = value as Record<string, unknown>;
      for (const key of NAVIGATION_CHILDREN) if (key in node) walk(node[key]);
      if (typeof node.root === 'string') walk(node.root);
    }
  };
  walk(navigation);
  return paths;
}

/** Walks a docs folder once and sorts its files into pages, assets, snippets and data files. */
export function discoverDocsFiles(folder: string, options: DiscoverOptions = {}): DocsFiles {
  const ignored = mintIgnoreMatcher(folder);
  const files: DocsFiles = { pages: [], assets: [], snippets: [], dataFiles: [], repoFiles: [] };
  const listed = options.listed ?? new Set<string>();
  const walk = (relDir: string) => {
    const entries = readdirSync(join(folder, relDir), { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const rel = relDir ? posix.join(relDir, entry.name) : entry.name;
      if (ignored(rel)) continue;
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(rel);
        continue;
      }
      if (!entry.isFile()) continue;
      const ext = extensionOf(entry.name);
      const inSnippets = /^_?snippets\//.test(rel);
      if (inSnippets) {
        files.snippets.push(rel);
        if (ASSET_EXTENSIONS.has(ext) && ext !== '.js') files.assets.push(rel);
      } else if (PAGE_EXTENSIONS.has(ext)) {
        const isRepoFile = isRepoFileName(entry.name) && !listed.has(rel.slice(0, -ext.length));
        (isRepoFile ? files.repoFiles : files.pages).push(rel);
      } else if (ASSET_EXTENSIONS.has(ext)) {
        files.assets.push(rel);
      } else if (DATA_EXTENSIONS.has(ext)) {
        files.dataFiles.push(rel);
      }
    }
  };
  walk('');
  for (const list of Object.values(files)) list.sort();
  return files;
}
