// Compiled MDX pages (exports, expressions, components defined in the page) in the build without
// `astro build`: each page and each MDX snippet it imports is compiled by the render workers with
// the MDX integration's options, as `astro build` compiles it (pooled-processor.ts's
// createMdxRenderer), given the exports the MDX integration adds (its own postprocess functions),
// and loaded by Node from that code (bin/astro-components.mjs); the code snippets they import
// (`.jsx` components...) are compiled as Vite compiles them (code-snippets.ts). The page's
// `Content` is then rendered by Astro's container like any component.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseFrontmatter } from '@astrojs/markdown-remark';
import { init, parse } from 'es-module-lexer';
import { CODE_SNIPPET, importedSpecifiers, resolveModulePath, transformCodeSnippet } from '../integration/markdown/code-snippets.ts';
import { MARKDOWN_OPTIONS } from '../integration/render-pool/markdown-options.ts';
import { recordCodeSnippetClasses } from '../integration/utility-css/vite-plugin-utility-css.ts';
import { mintakaMarkdownProcessor } from '../integration/render-pool/pooled-processor.ts';

/** What the page's module gives the route: the component and the page's headings. */
export interface CompiledMdxPage {
  Content: unknown;
  headings: { depth: number; slug: string; text: string }[];
}

interface Postprocess {
  injectUnderscoreFragmentImport(code: string, imports: unknown): string;
  injectMetadataExports(code: string, exports: unknown, fileInfo: unknown): string;
  transformContentExport(code: string, exports: unknown): string;
  annotateContentExport(code: string, id: string, ssr: boolean, imports: unknown): string;
}
interface MdxUtils {
  getFileInfo(id: string, config: unknown): unknown;
}

/** The query that names a set of compiled modules in their URLs (bin/astro-components.mjs reads it). */
const MODULE_VERSION = 'mintaka-version';

/** The modules compiled so far, by URL, read by the load hook (bin/astro-components.mjs). */
interface CompiledModules {
  docsDir: string;
  code: Map<string, string>;
}
const KEY = Symbol.for('mintaka.compiled-mdx');

/**
 * The MDX integration's own steps after compiling (its Vite plugin @astrojs/mdx-postprocess):
 * the Fragment import, the `url` and `file` exports, `Content` with its annotations. Its files are
 * not in the package's exports, so they are imported by path.
 */
async function mdxIntegrationSteps(): Promise<{ postprocess: Postprocess; utils: MdxUtils }> {
  const dist = join(dirname(createRequire(import.meta.url).resolve('@astrojs/mdx/package.json')), 'dist');
  const [postprocess, utils] = await Promise.all([import(pathToFileURL(join(dist, 'vite-plugin-mdx-postprocess.js')).href), import(pathToFileURL(join(dist, 'utils.js')).href), init]);
  return { postprocess: postprocess as Postprocess, utils: utils as MdxUtils };
}

/**
 * The MDX files and code snippets of the docs folder a compiled module imports, as paths,
 * resolved as the hook resolves them: `/x` in the docs folder when it is there (else a path of
 * the file system: Mintaka's own modules, which plugins import by path, are Node's to load).
 */
function importedSnippets(code: string, file: string, docsDir: string): string[] {
  return importedSpecifiers(code)
    .filter((source): source is string => source !== undefined && (source.startsWith('/') || source.startsWith('.')))
    .map((source) => resolveModulePath(source, file, docsDir))
    .filter((path) => path.startsWith(docsDir + sep) && (/\.mdx$/i.test(path) || CODE_SNIPPET.test(path)));
}

/**
 * Compiles and loads the compiled MDX pages of a build. `astroSite` and `root` are what Astro's
 * config would hold (the `url` export is made from them); `projectRoot` is Mintaka's folder.
 * `version` names this set of modules in their URLs (`?mintaka-version=3`): Node keeps a module
 * by its URL for as long as the process runs, and `mintaka dev` compiles the pages again after a
 * save, as new modules. The hook (bin/astro-components.mjs) gives what they import the same.
 */
export function compiledMdxPages(options: { docsDir: string; projectRoot: string; root: string; astroSite: string | undefined; version?: number }) {
  const { docsDir } = options;
  const urlOf = (file: string) => `${pathToFileURL(file).href}${options.version === undefined ? '' : `?${MODULE_VERSION}=${options.version}`}`;
  const modules: CompiledModules = { docsDir, code: new Map() };
  (globalThis as unknown as Record<symbol, CompiledModules>)[KEY] = modules;
  // Made on the first page compiled: a site without one loads none of it.
  let steps: ReturnType<typeof mdxIntegrationSteps> | undefined;
  let renderer: Promise<{ process(content: string, file: string, frontmatter: Record<string, unknown>): Promise<unknown> }> | undefined;
  // The options Astro's MDX integration gives the processor (vite-plugin-mdx.js): Astro's Markdown
  // options, without highlighting (Mintaka highlights), and the MDX ones.
  const mdxRenderer = () =>
    (renderer ??= mintakaMarkdownProcessor(docsDir).createMdxRenderer!(
      { syntaxHighlight: MARKDOWN_OPTIONS.syntaxHighlight, shikiConfig: MARKDOWN_OPTIONS.shikiConfig, smartypants: false } as never,
      { optimize: false, srcDir: pathToFileURL(join(options.projectRoot, 'src/')), sourcemap: false } as never,
    ));
  const config = { root: pathToFileURL(options.root.endsWith('/') ? options.root : `${options.root}/`), base: '/', site: options.astroSite, trailingSlash: 'ignore' };
  const compiled = new Map<string, Promise<void>>();

  /** Compiles a file and every MDX file and code snippet it imports, each once. */
  const compile = (file: string): Promise<void> => {
    let done = compiled.get(file);
    if (!done) {
      done = (async () => {
        if (CODE_SNIPPET.test(file)) {
          // As Vite has it: its classes noted for the utility CSS (vite-plugin-utility-css.ts), its JSX compiled.
          const source = readFileSync(file, 'utf8');
          recordCodeSnippetClasses(source, file, docsDir);
          const code = transformCodeSnippet(source, file);
          modules.code.set(urlOf(file), code);
          await Promise.all(importedSnippets(code, file, docsDir).map(compile));
          return;
        }
        const { content, frontmatter } = parseFrontmatter(readFileSync(file, 'utf8'), { frontmatter: 'empty-with-spaces' });
        const result = (await (await mdxRenderer()).process(content, file, frontmatter)) as { code: string };
        const { postprocess, utils } = await (steps ??= mdxIntegrationSteps());
        // As the plugin does it: the compiled code's imports and exports, read once (each step appends).
        let code = result.code;
        const [imports, exports] = parse(code);
        code = postprocess.injectUnderscoreFragmentImport(code, imports);
        code = postprocess.injectMetadataExports(code, exports, utils.getFileInfo(file, config));
        code = postprocess.transformContentExport(code, exports);
        code = postprocess.annotateContentExport(code, file, true, imports);
        modules.code.set(urlOf(file), code);
        await Promise.all(importedSnippets(code, file, docsDir).map(compile));
      })();
      compiled.set(file, done);
    }
    return done;
  };

  return {
    /** Starts compiling a page (the workers compile while earlier pages are assembled). */
    prepare: compile,
    /** The page's module, loaded once it and the snippets it imports are compiled. */
    async load(file: string): Promise<CompiledMdxPage> {
      await compile(file);
      const module = (await import(urlOf(file))) as { default: unknown; getHeadings?: () => CompiledMdxPage['headings'] };
      return { Content: module.default, headings: module.getHeadings?.() ?? [] };
    },
  };
}
