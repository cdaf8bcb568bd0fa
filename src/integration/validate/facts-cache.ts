import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import type { PluggableList } from 'unified';
import { MDX_COMPONENT_NAMES } from '../../components/mdx/names.ts';
import { MDX_GLOBAL_NAMES } from '../../components/mdx/mdx-global-names.ts';
import { codeDigest } from '../code-digest.ts';
import { KeptEntries } from '../kept-entries.ts';
import { cacheKey } from '../markdown/cache-location.ts';
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

/**
 * Page facts by file and content, kept between runs: parsing every MDX page of a large site
 * takes seconds, and most pages did not change since the last build or check.
 */
export class PageFactsCache {
  private readonly kept: KeptEntries<PageFacts>;
  private readonly docsDir: string;
  private readonly transforms: PluggableList;

  constructor(docsDir: string, transforms: PluggableList) {
    this.kept = new KeptEntries('page-facts', docsDir);
    this.docsDir = docsDir;
    this.transforms = transforms;
  }

  /** The facts of a file (absolute path) as it is now. */
  facts(absolute: string): PageFacts {
    let source: string;
    try {
      source = readFileSync(absolute, 'utf8');
    } catch {
      return noFacts();
    }
    const key = cacheKey([readFactsVersion(), relative(this.docsDir, absolute), source]);
    const kept = this.kept.get(key);
    if (kept) return kept;
    const facts = readPageFacts(absolute, source, this.docsDir, this.transforms);
    this.kept.set(key, facts);
    return facts;
  }

  save(): void {
    this.kept.save();
  }
}
