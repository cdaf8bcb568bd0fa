// The site's own CSS and JavaScript, as Mintlify takes them: every `.css` file of the docs
// folder is applied to every page, and every `.js` file outside `snippets/` runs on every page
// (reference/mintlify.md 4.3). Dot-folders and .mintignore'd files are never discovered, and
// `.js` files in snippets/ are modules pages import, not assets (discover-files.ts).

export interface CustomFiles {
  /** Linked on every page, after Mintaka's own styles. */
  css: string[];
  /** Included on every page, deferred. */
  js: string[];
}

const isCss = (file: string) => /\.css$/i.test(file);
const isScript = (file: string) => /\.js$/i.test(file) && !/^_?snippets\//.test(file);

/** Whether a file of the docs folder (a relative POSIX path) is custom CSS or JS. */
export function isCustomFile(file: string): boolean {
  return isCss(file) || isScript(file);
}

/** The custom CSS and JS among a docs folder's static files (`DocsFiles.assets`). */
export function customFilesOf(assets: readonly string[]): CustomFiles {
  return { css: assets.filter(isCss), js: assets.filter(isScript) };
}

/** The build's one line about them: "custom CSS: 2 files (style.css, theme/colors.css), custom JS: 1 file (analytics.js)". */
export function describeCustomFiles(site: { customCss: readonly string[]; customJs: readonly string[] }): string | undefined {
  if (!site.customCss.length && !site.customJs.length) return undefined;
  const list = (kind: string, files: readonly string[]) => {
    const names = files.length > 4 ? [...files.slice(0, 3), `${files.length - 3} more`] : files;
    return `custom ${kind}: ${files.length} file${files.length === 1 ? '' : 's'}${files.length ? ` (${names.join(', ')})` : ''}`;
  };
  return `${list('CSS', site.customCss)}, ${list('JS', site.customJs)}`;
}
