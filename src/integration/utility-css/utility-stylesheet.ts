import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { generateUtilityCss } from '../../core/styles/utility-css.ts';
import { allCandidates, classesVersion, pageCandidates } from './class-store.ts';
import { registerUtilityStylesheet } from './page-stylesheet.ts';

/** Where the site's utility CSS is served: one file, named by its content. */
export const UTILITY_CSS_PREFIX = '/_mintaka/utilities.';
export const UTILITY_CSS_PATTERN = /^\/_mintaka\/utilities\.[0-9a-f]{12}\.css$/;

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
    this.#current = generateUtilityCss(candidates).then(({ css, classes }) => {
      if (!css) return undefined;
      const href = `${UTILITY_CSS_PREFIX}${createHash('sha1').update(css).digest('hex').slice(0, 12)}.css`;
      return { href, css, classes };
    });
    return this.#current;
  }

  /** The stylesheet's URL for a page (its file in the docs folder) that uses a Tailwind class, else undefined. */
  async hrefFor(pageFile: string): Promise<string | undefined> {
    const candidates = pageCandidates(pageFile);
    if (candidates.size === 0) return undefined;
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

/** The stylesheet of this build or dev server, where pages find it. */
export function createUtilityStylesheet(): UtilityStylesheet {
  const stylesheet = new UtilityStylesheet();
  registerUtilityStylesheet((pageFile) => stylesheet.hrefFor(pageFile));
  return stylesheet;
}
