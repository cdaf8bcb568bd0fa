import { join } from 'node:path';
import { listRefFiles } from '../../config/docs/refs.ts';
import { findConfigFile } from '../../config/config-file.ts';
import { hasSameFrontmatter } from '../../integration/frontmatter-change.ts';
import { setCurrentSiteConfig } from '../../integration/site-config.ts';
import { useFrameAssets, type BuildAssets } from '../../integration/site-output.ts';
import { createUtilityStylesheet } from '../../integration/utility-css/utility-stylesheet.ts';
import { problemFromMessage, type Problem } from '../../integration/validate/problems.ts';
import { isOpenApiInput } from '../../site/load-openapi.ts';
import { loadSite, type SiteData } from '../../site/load-site.ts';
import { printErrors, printWarnings } from '../report.ts';

// The site `mintaka dev` serves, as it was last loaded, read again after a save that can change
// it: a file added or removed (a page, an image or a stylesheet it serves), a page's
// frontmatter, an OpenAPI document, the config or a file its $refs bring in. A save that
// breaks the config leaves the site as it was, every page showing the config's problems until
// the next save fixes it; one that breaks an OpenAPI document only its pages
// (integration/load-openapi-failure.ts).

const KEY = Symbol.for('mintaka.live-site');

export class DevSite {
  readonly docsDir: string;
  #site: SiteData;
  #assets!: BuildAssets;
  #configProblems: Problem[] | undefined;
  /** Warnings printed by this process: a warning is printed once, not again at every save. */
  readonly #warned: Set<string>;

  constructor(site: SiteData, printedWarnings: readonly string[]) {
    this.docsDir = site.docsDir;
    this.#site = site;
    this.#warned = new Set(printedWarnings);
    this.#use(site);
  }

  get site(): SiteData {
    return this.#site;
  }

  /** The stylesheets, scripts and sprite the pages link, made as a build makes them. */
  get assets(): BuildAssets {
    return this.#assets;
  }

  /** The config's problems while a save has broken it. */
  get configProblems(): readonly Problem[] | undefined {
    return this.#configProblems;
  }

  /** Whether a save of `file` (an add, change or unlink) can change the site. */
  changedBy(file: string, event: string): boolean {
    return this.#configProblems !== undefined || event !== 'change' || this.#configFiles().has(file) || isOpenApiInput(this.docsDir, file) || (/\.mdx?$/i.test(file) && !hasSameFrontmatter(this.#site, file));
  }

  /** Prints the warnings not printed yet, of the site or of the pages' rendering. */
  warn(messages: readonly string[]): void {
    const fresh = messages.filter((message) => !this.#warned.has(message));
    for (const message of fresh) this.#warned.add(message);
    printWarnings(fresh.map((message) => problemFromMessage(message, 'warning', this.docsDir)));
  }

  /** Loads the site again after a save, printing what is wrong with it; whether the site is a new one. */
  async reload(): Promise<boolean> {
    const reloaded = await loadSite(this.docsDir, { fetchStars: false });
    this.warn(reloaded.warnings);
    if (reloaded.ok) {
      this.#configProblems = undefined;
      // GitHub's star count was asked for once, at the start.
      this.#use({ ...reloaded.site, github: this.#site.github });
      return true;
    }
    const problems = reloaded.errors.map((message) => problemFromMessage(message, 'error', this.docsDir));
    const config = this.#configFiles();
    const count = problems.length === 1 ? 'A problem' : `${problems.length} problems`;
    if (!this.#configProblems && !problems.some((problem) => config.has(join(this.docsDir, problem.file)))) {
      printErrors(`${count} in ${this.docsDir}: the pages it concerns show ${problems.length === 1 ? 'it' : 'them'} until fixed`, problems);
      return false;
    }
    this.#configProblems = problems;
    printErrors(`${count} in ${this.docsDir}: pages show ${problems.length === 1 ? 'it' : 'them'} until the file is fixed and saved`, problems);
    return false;
  }

  #configFiles(): Set<string> {
    return new Set(listRefFiles(this.docsDir, findConfigFile(this.docsDir) ?? this.#site.config.file).map((file) => join(this.docsDir, file)));
  }

  /** The site the pages render from: its config for the renderers, its model for the frame, its assets. */
  #use(site: SiteData): void {
    this.#site = site;
    setCurrentSiteConfig(this.docsDir, site.config);
    (globalThis as unknown as Record<symbol, SiteData>)[KEY] = site;
    this.#assets = { ...useFrameAssets('build', () => site), utilityCss: createUtilityStylesheet() };
  }
}
