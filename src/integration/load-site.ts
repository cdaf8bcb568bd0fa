import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadMintConfig } from '../config/load.ts';
import type { MintConfig } from '../config/schema/index.ts';
import { buildSiteNavigation } from '../core/navigation/build-navigation.ts';
import { pathFromFile } from '../core/navigation/page-paths.ts';
import type { PageSummary, SiteNavigation } from '../core/navigation/types.ts';
import { discoverDocsFiles, navigationPagePaths } from '../core/pages/discover-files.ts';
import { parseFrontmatter, titleFromPath, type PageFrontmatter } from '../core/pages/frontmatter.ts';
import { fetchGithubStars, parseGithubRepo, type GithubRepo } from './github.ts';
import { loadOpenApiSite, type ApiPageRef } from './load-openapi.ts';

export interface PageRecord {
  path: string;
  file: string;
  format: 'md' | 'mdx';
  title: string;
  description?: string;
  frontmatter: PageFrontmatter;
  /** API pages: the operation, schema or MDX endpoint shown (load-openapi.ts). */
  api?: ApiPageRef;
}

/** Everything a page render needs about the site, computed once per build. JSON-safe. */
export interface SiteData {
  docsDir: string;
  config: MintConfig;
  pages: Record<string, PageRecord>;
  navigation: SiteNavigation;
  assets: string[];
  customCss: string[];
  github?: GithubRepo & { stars?: number };
}

/**
 * `invalidPages`: pages whose own file is broken (frontmatter), file → messages. They are one
 * page's problem, not the site's: the build leaves them out with --skip-invalid, and lists
 * them with the other pages' errors without it.
 */
export type LoadSiteResult =
  | { ok: true; site: SiteData; warnings: string[]; invalidPages: Map<string, string[]> }
  | { ok: false; errors: string[]; warnings: string[] };

function methodOf(frontmatter: PageFrontmatter): string | undefined {
  const source = typeof frontmatter.openapi === 'string' ? frontmatter.openapi : typeof frontmatter.api === 'string' ? frontmatter.api : undefined;
  if (!source) return undefined;
  const tokens = source.trim().split(/\s+/);
  const method = tokens.find((t) => /^(get|post|put|patch|delete|head|options|trace|webhook)$/i.test(t));
  return method?.toUpperCase();
}

function toSummary(page: PageRecord): PageSummary {
  const fm = page.frontmatter;
  const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v : undefined);
  return {
    path: page.path,
    title: page.title,
    sidebarTitle: str(fm.sidebarTitle),
    icon: str(fm.icon),
    iconType: str(fm.iconType),
    url: str(fm.url),
    method: fm.hideApiMarker ? undefined : methodOf(fm),
    version: str(fm.version),
    hidden: fm.hidden === true,
    tag: str(fm.tag),
    deprecated: fm.deprecated === true,
  };
}

/** Reads a page's frontmatter; the body is left to the Markdown/MDX pipeline. */
function readPage(docsDir: string, file: string, invalid: Map<string, string[]>): PageRecord {
  const source = readFileSync(join(docsDir, file), 'utf8');
  const parsed = parseFrontmatter(source, file);
  const errors: string[] = [];
  // The page is kept, so the navigation does not also call it missing.
  if (!parsed.ok) errors.push(parsed.message);
  const path = pathFromFile(file);
  const fm = parsed.ok ? parsed.data : {};
  for (const key of ['openapi', 'api'] as const) {
    if (fm[key] !== undefined && typeof fm[key] !== 'string') {
      errors.push(`${file}:1:1: invalid "${key}" frontmatter: expected a single endpoint string (e.g. "GET /users"), found ${Array.isArray(fm[key]) ? 'a list' : typeof fm[key]}`);
    }
  }
  if (errors.length) invalid.set(file, errors);
  const title = typeof fm.title === 'string' && fm.title.trim() ? fm.title : fm.title !== undefined && fm.title !== null ? String(fm.title) : titleFromPath(path);
  return {
    path,
    file,
    format: file.toLowerCase().endsWith('.mdx') ? 'mdx' : 'md',
    title,
    description: typeof fm.description === 'string' ? fm.description : undefined,
    frontmatter: fm,
  };
}

/** Logo, favicon and background image named by mint.json but missing from the folder. */
function checkConfigAssets(config: MintConfig, assets: ReadonlySet<string>): string[] {
  const logo = config.logo as string | { light?: string; dark?: string } | undefined;
  const named: [string, string | undefined][] = [
    ['logo.light', typeof logo === 'string' ? logo : logo?.light],
    ['logo.dark', typeof logo === 'string' ? undefined : logo?.dark],
    ['favicon', config.favicon],
    ['backgroundImage', config.backgroundImage],
  ];
  return named
    .filter(([, path]) => path && !/^(https?:)?\/\//.test(path) && !path.startsWith('data:') && !assets.has(path.replace(/^\.?\//, '')))
    .map(([key, path]) => `mint.json: ${key}: "${path}" does not exist in the docs folder; the page shows without it`);
}

function findGithubRepo(config: MintConfig): GithubRepo | undefined {
  const cta = config.topbarCtaButton;
  const fromCta = cta && cta.type === 'github' ? parseGithubRepo(cta.url) : undefined;
  const socials = (config.footer?.socials ?? config.footerSocials) as Record<string, string> | undefined;
  return fromCta ?? parseGithubRepo(socials?.github);
}

/** Loads and checks a whole docs folder: config, every page's frontmatter, navigation. */
export async function loadSite(docsDir: string, options: { fetchStars?: boolean } = {}): Promise<LoadSiteResult> {
  const loaded = loadMintConfig(docsDir);
  if (!loaded.ok) return { ok: false, errors: loaded.errors, warnings: [] };
  const config = loaded.config;
  const warnings = [...loaded.warnings];
  const errors: string[] = [];
  const invalidPages = new Map<string, string[]>();

  const files = discoverDocsFiles(docsDir, { listed: navigationPagePaths(config.navigation) });
  const pages: Record<string, PageRecord> = {};
  for (const file of files.pages) {
    const page = readPage(docsDir, file, invalidPages);
    const existing = pages[page.path];
    if (existing) {
      warnings.push(`${file}: same URL as ${existing.file} (/${page.path}); ${existing.file} is used`);
      continue;
    }
    pages[page.path] = page;
  }
  const openapi = await loadOpenApiSite({ docsDir, config, pages, dataFiles: files.dataFiles });
  warnings.push(...openapi.warnings);
  errors.push(...openapi.errors);
  for (const page of openapi.pages) pages[page.path] = page;
  const summaries = new Map(Object.values(pages).map((p) => [p.path, toSummary(p)]));
  const navigation = buildSiteNavigation({ ...config, navigation: [...config.navigation, ...openapi.navigation] }, summaries);
  warnings.push(...navigation.warnings);

  const repo = findGithubRepo(config);
  let github: SiteData['github'];
  if (repo) {
    github = { ...repo };
    if (config.topbarCtaButton?.type === 'github' && options.fetchStars !== false) {
      const { stars, error } = await fetchGithubStars(repo);
      if (stars !== undefined) github.stars = stars;
      else warnings.push(`mint.json: topbarCtaButton: could not fetch the star count of ${repo.owner}/${repo.repo} (${error}); the button shows the repository without a count`);
    }
  } else if (config.feedback?.suggestEdit || config.feedback?.raiseIssue) {
    warnings.push('mint.json: feedback: suggestEdit/raiseIssue need a GitHub repository (topbarCtaButton with type "github", or footerSocials.github); the buttons are omitted');
  }

  warnings.push(...checkConfigAssets(config, new Set(files.assets)));
  if (errors.length) return { ok: false, errors, warnings };
  const customCss = files.assets.filter((f) => f.endsWith('.css') && !f.includes('/'));
  return { ok: true, site: { docsDir, config, pages, navigation, assets: files.assets, customCss, github }, warnings, invalidPages };
}
