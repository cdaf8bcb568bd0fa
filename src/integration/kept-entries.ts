import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { cacheKey, highlightCacheDir } from './markdown/cache-location.ts';

/**
 * Values kept between runs by content, in one JSON file per docs folder beside the highlight
 * cache (`<kind>/<hash of the folder>.json`). Only the entries this run used are written back,
 * so the file follows the site instead of growing forever. Without a cache folder
 * (`MINTAKA_HIGHLIGHT_CACHE=off`) nothing is kept.
 */
export class KeptEntries<T> {
  private entries: Record<string, T> = {};
  private readonly used: Record<string, T> = {};
  private changed = false;
  private readonly file: string | undefined;

  constructor(kind: string, docsDir: string) {
    const codeCache = highlightCacheDir();
    this.file = codeCache ? join(dirname(codeCache), kind, `${cacheKey([docsDir])}.json`) : undefined;
    try {
      if (this.file) this.entries = JSON.parse(readFileSync(this.file, 'utf8')) as Record<string, T>;
    } catch {
      this.entries = {};
    }
  }

  /** The value kept under `key`, if any (it is kept for the next run too). */
  get(key: string): T | undefined {
    const value = this.used[key] ?? this.entries[key];
    if (value !== undefined) this.used[key] = value;
    return value;
  }

  set(key: string, value: T): void {
    this.used[key] = value;
    this.changed = true;
  }

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
