import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import type { PluggableList } from 'unified';
import { MDX_COMPONENT_NAMES } from '../../components/mdx/names.ts';
import { MDX_GLOBAL_NAMES } from '../../components/mdx/mdx-globals.ts';
import { cacheKey, highlightCacheDir } from '../markdown/highlight-cache.ts';
import { noFacts, readPageFacts, type PageFacts } from './page-facts.ts';

const require = createRequire(import.meta.url);
const versionOf = (name: string) => (require(`${name}/package.json`) as { version: string }).version;

// Facts change with the rules that make them: this version (bumped with page-facts.ts and the
// plugins it runs), the languages shiki knows, the icons and the components that exist.
const FACTS_VERSION = [
  'page-facts-v2',
  versionOf('shiki'),
  versionOf('@fortawesome/free-solid-svg-icons'),
  MDX_COMPONENT_NAMES.join(','),
  [...MDX_GLOBAL_NAMES].join(','),
].join('|');

/**
 * Page facts by file and content, kept between runs in the highlight cache's folder: parsing
 * every MDX page of a large site takes seconds, and most pages did not change since the last
 * build or check.
 */
export class PageFactsCache {
  private entries: Record<string, PageFacts> = {};
  private readonly used: Record<string, PageFacts> = {};
  private changed = false;
  private readonly file: string | undefined;
  private readonly docsDir: string;
  private readonly transforms: PluggableList;

  constructor(docsDir: string, transforms: PluggableList) {
    this.docsDir = docsDir;
    this.transforms = transforms;
    const dir = highlightCacheDir();
    this.file = dir ? join(dirname(dir), 'page-facts', `${cacheKey([docsDir])}.json`) : undefined;
    try {
      if (this.file) this.entries = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, PageFacts>;
    } catch {
      this.entries = {};
    }
  }

  /** The facts of a file (absolute path) as it is now. */
  facts(absolute: string): PageFacts {
    let source: string;
    try {
      source = readFileSync(absolute, 'utf8');
    } catch {
      return noFacts();
    }
    const key = cacheKey([FACTS_VERSION, relative(this.docsDir, absolute), source]);
    let facts = this.used[key] ?? this.entries[key];
    if (!facts) {
      facts = readPageFacts(absolute, source, this.docsDir, this.transforms);
      this.changed = true;
    }
    this.used[key] = facts;
    return facts;
  }

  /** Keeps only this run's entries, so the file follows the site instead of growing forever. */
  save(): void {
    if (!this.file || (!this.changed && Object.keys(this.used).length === Object.keys(this.entries).length)) return;
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      const tmp = `${this.file}.${process.pid}.tmp`;
      writeFileSync(tmp, JSON.stringify(this.used));
      renameSync(tmp, this.file);
    } catch {
      // Only speed is lost.
    }
  }
}
