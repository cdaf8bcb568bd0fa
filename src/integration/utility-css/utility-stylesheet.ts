import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { warn } from '../diagnostics.ts';
import { generateUtilityCss, utilityCssFingerprint, type UtilityCss } from '../../core/styles/utility-css.ts';
import { allCandidates, classesVersion, pageCandidates } from './class-store.ts';
import { waitForDeferredPages } from '../deferred-pages.ts';
import { registerUtilityStylesheet } from './page-stylesheet.ts';

/** Where the site's utility CSS is served: one file, named by its content. */
export const UTILITY_CSS_PREFIX = '/_mintaka/utilities.';
export const UTILITY_CSS_PATTERN = /^\/_mintaka\/utilities\.[0-9a-f]{12}\.css$/;

/** Where a build keeps the last generated CSS, for the next build with the same classes. */
function cacheFolder(): string | undefined {
  const cacheDir = process.env.MINTAKA_CACHE_DIR;
  return cacheDir ? join(cacheDir, 'utility-css') : undefined;
}

/** The CSS of these candidates: from the build's cache when the last build had the same, else generated. */
async function cachedUtilityCss(candidates: string[]): Promise<UtilityCss> {
  const folder = cacheFolder();
  if (!folder) return generateUtilityCss(candidates);
  const key = createHash('sha1').update(JSON.stringify([utilityCssFingerprint(), candidates])).digest('hex');
  const file = join(folder, `${key}.json`);
  try {
    const cached = JSON.parse(readFileSync(file, 'utf8')) as { css: string; classes: string[] };
    return { css: cached.css, classes: new Set(cached.classes) };
  } catch {
    // Not generated yet.
  }
  const generated = await generateUtilityCss(candidates);
  try {
    // One entry: the site's current classes.
    rmSync(folder, { recursive: true, force: true });
    mkdirSync(folder, { recursive: true });
    writeFileSync(file, JSON.stringify({ css: generated.css, classes: [...generated.classes] }));
  } catch {
    // Only speed is lost.
  }
  return generated;
}

interface Sheet {
  href: string;
  css: string;
  classes: Set<string>;
}

/**
 * The site's one utility stylesheet: the Tailwind classes of every page and snippet the
 * pipeline has parsed, generated once per change of the candidates (a build generates it once,
 * when the first page is written; `mintaka dev` again after an edit changes a page's classes).
 */
export class UtilityStylesheet {
  #version = -1;
  #signature = '';
  #current: Promise<Sheet | undefined> = Promise.resolve(undefined);
  /** Every sheet handed to a page, by URL (a build writes them; dev serves them). */
  readonly #served = new Map<string, Sheet>();

  #sheet(): Promise<Sheet | undefined> {
    const version = classesVersion();
    if (version === this.#version) return this.#current;
    this.#version = version;
    const candidates = [...allCandidates()].sort();
    const signature = candidates.join(' ');
    if (signature === this.#signature) return this.#current;
    this.#signature = signature;
    this.#current = cachedUtilityCss(candidates).then(
      ({ css, classes }) => {
        if (!css) return undefined;
        const href = `${UTILITY_CSS_PREFIX}${createHash('sha1').update(css).digest('hex').slice(0, 12)}.css`;
        return { href, css, classes };
      },
      (error: unknown) => {
        // The pages still build, unstyled by their classes.
        warn(`Tailwind classes: the CSS of the pages' classes could not be generated (${error instanceof Error ? error.message.split('\n')[0] : String(error)}); pages are built without it`);
        return undefined;
      },
    );
    return this.#current;
  }

  /** The stylesheet's URL for a page (its file in the docs folder) that uses a Tailwind class, else undefined. */
  async hrefFor(pageFile: string): Promise<string | undefined> {
    const candidates = pageCandidates(pageFile);
    if (candidates.size === 0) return undefined;
    // The sheet holds every page's classes: the static MDX pages still rendering first.
    await waitForDeferredPages();
    const sheet = await this.#sheet();
    if (!sheet || ![...candidates].some((candidate) => sheet.classes.has(candidate))) return undefined;
    this.#served.set(sheet.href, sheet);
    return sheet.href;
  }

  /** The CSS of a URL handed out (the dev server's answer). */
  css(href: string): string | undefined {
    return this.#served.get(href)?.css;
  }

  /** Writes the stylesheets pages link into the built site; returns what was written. */
  write(outDir: string): { classes: number; bytes: number }[] {
    return [...this.#served.values()].map((sheet) => {
      const target = join(outDir, sheet.href.slice(1));
      mkdirSync(dirname(target), { recursive: true });
      writeFileSync(target, sheet.css);
      return { classes: sheet.classes.size, bytes: Buffer.byteLength(sheet.css) };
    });
  }
}

const KEY = Symbol.for('mintaka.utility-stylesheet-instance');

/**
 * The stylesheet of this build or dev server, registered where pages find it. One per process
 * (Astro may create the integration more than once), like the classes it is made from.
 */
export function createUtilityStylesheet(): UtilityStylesheet {
  const store = globalThis as unknown as Record<symbol, UtilityStylesheet | undefined>;
  const stylesheet = (store[KEY] ??= new UtilityStylesheet());
  registerUtilityStylesheet((pageFile) => stylesheet.hrefFor(pageFile));
  return stylesheet;
}
