import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import type { PluggableList } from 'unified';
import { MDX_COMPONENT_NAMES } from '../../components/mdx/names.ts';
import { MDX_GLOBAL_NAMES } from '../../components/mdx/mdx-global-names.ts';
import { codeDigest } from '../code-digest.ts';
import { KeptEntries } from '../kept-entries.ts';
import { cacheKey } from '../markdown/cache-location.ts';
import { PARSE_PLUGINS } from '../markdown/parse-plugins.ts';
import { remarkPluginsFor } from '../markdown/plugins.ts';
import { noFacts, readPageFacts, type PageFacts } from './page-facts.ts';

const require = createRequire(import.meta.url);
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;
/** The version of a package that does not export its package.json (satteri): read beside its entry. */
const versionBesideEntry = (name: string) => (JSON.parse(readFileSync(join(dirname(require.resolve(name)), '../package.json'), 'utf8')) as { version: string }).version;

/** The code that makes a page's facts (relative to src/integration/), with every module it imports: a change to one makes every kept fact stale. */
const RULE_FILES = [
  'validate/page-facts.ts', 'validate/static-warnings.ts', 'markdown/check-mdx.ts', 'markdown/parse-mdx-native-first.ts',
  '../core/markdown/native-parse.ts', 'markdown/remark-components.ts',
  'markdown/remark-mdx-components.ts', 'markdown/remark-site-components.ts', 'markdown/remark-snippet-props.ts',
  // Its warnings about images that are not there.
  'markdown/remark-relative-urls.ts', '../core/links/relative-url.ts',
  'markdown/rehype-code-blocks.ts', 'markdown/highlighter.ts', '../core/links/collect-links.ts', '../core/links/collect-anchors.ts',
  // Which MDX pages are static (check-mdx.ts's summary): the rules, and the components rendered without Astro.
  '../core/markdown/mdx-static.ts', '../components/mdx/render/index.ts',
];

let factsVersion: string | undefined;

/** What the facts depend on besides the page: the rules' code, shiki's languages, the icons and components that exist. */
function readFactsVersion(): string {
  factsVersion ??= cacheKey([
    codeDigest(RULE_FILES.map((file) => new URL(`../${file}`, import.meta.url))),
    versionOf('shiki'),
    versionBesideEntry('satteri'),
    versionOf('@fortawesome/free-solid-svg-icons'),
    MDX_COMPONENT_NAMES.join(','),
    [...MDX_GLOBAL_NAMES].join(','),
  ]);
  return factsVersion;
}

/** The build's remark plugins after parsing: what gives a page's warnings (page-facts.ts). */
export function factsTransforms(docsDir: string): PluggableList {
  return remarkPluginsFor(docsDir).slice(PARSE_PLUGINS.length) as PluggableList;
}

/**
 * Page facts by file and content, kept between runs: parsing every MDX page of a large site
 * takes seconds, and most pages did not change since the last build or check.
 */
export class PageFactsCache {
  private readonly kept: KeptEntries<PageFacts>;
  private readonly docsDir: string;
  private readonly transforms: PluggableList;
  /** Each file's text as this validation first read it: facts() is asked several times a file. */
  private readonly sources = new Map<string, string | undefined>();

  constructor(docsDir: string, transforms: PluggableList) {
    this.kept = new KeptEntries('page-facts', docsDir);
    this.docsDir = docsDir;
    this.transforms = transforms;
  }

  /** The facts of a file (absolute path) as this validation read it. */
  facts(absolute: string): PageFacts {
    const source = this.readSource(absolute);
    if (source === undefined) return noFacts();
    const key = this.keyOf(absolute, source);
    const kept = this.kept.get(key);
    if (kept) return kept;
    const facts = this.read(absolute, source);
    this.kept.set(key, facts);
    return facts;
  }

  /** Reads a file's facts from its text on this thread (what facts() does for a file not kept). */
  read(absolute: string, source: string): PageFacts {
    return readPageFacts(absolute, source, this.docsDir, this.transforms);
  }

  /**
   * Has `read` (another thread, or this one: pooled-facts.ts) read the facts of the files not
   * kept yet, all at once, so that facts() finds them kept.
   */
  async prefetch(files: Iterable<string>, read: (absolute: string, source: string) => Promise<PageFacts>): Promise<void> {
    const missing = new Map<string, [string, string]>();
    for (const absolute of files) {
      const source = this.readSource(absolute);
      if (source === undefined) continue;
      const key = this.keyOf(absolute, source);
      if (!this.kept.get(key)) missing.set(key, [absolute, source]);
    }
    await Promise.all([...missing].map(async ([key, [absolute, source]]) => this.kept.set(key, await read(absolute, source))));
  }

  private readSource(absolute: string): string | undefined {
    if (!this.sources.has(absolute)) {
      let source: string | undefined;
      try {
        source = readFileSync(absolute, 'utf8');
      } catch {
        source = undefined;
      }
      this.sources.set(absolute, source);
    }
    return this.sources.get(absolute);
  }

  private keyOf(absolute: string, source: string): string {
    return cacheKey([readFactsVersion(), relative(this.docsDir, absolute), source]);
  }

  save(): void {
    this.kept.save();
  }
}
