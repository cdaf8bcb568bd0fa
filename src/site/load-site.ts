import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadSiteConfig, type SiteConfigResult } from '../config/load-site-config.ts';
import type { SiteConfig } from '../config/site/types.ts';
import { buildSiteNavigation } from '../core/navigation/build-navigation.ts';
import { pathFromFile } from '../core/navigation/page-paths.ts';
import type { PageSummary } from '../core/navigation/types.ts';
import { customFilesOf } from '../core/pages/custom-files.ts';
import { discoverDocsFiles, navigationPagePaths } from '../core/pages/discover-files.ts';
import { parseFrontmatter, titleFromPath, type PageFrontmatter } from '../core/pages/frontmatter.ts';
import { githubStarsOnce, parseGithubRepo, type GithubRepo } from './github.ts';
import { unknownCodeThemes } from '../integration/markdown/code-themes.ts';
import { readGitDates } from './git-dates.ts';
import { loadOpenApiSite } from './load-openapi.ts';
import type { LoadSiteResult, PageRecord, SiteData } from './types.ts';

export type { LoadSiteResult, PageRecord, SiteData } from './types.ts';

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

/** Logo, favicon and background image named by the config but missing from the folder. */
function checkConfigAssets(config: SiteConfig, assets: ReadonlySet<string>): string[] {
  const mint = config.file === 'mint.json';
  const pair = (key: string, value: { light: string; dark: string } | undefined): [string, string | undefined][] =>
    value?.light === value?.dark ? [[key, value?.light]] : [[`${key}.light`, value?.light], [`${key}.dark`, value?.dark]];
  const named: [string, string | undefined][] = [
    ['logo.light', config.logo?.light],
    ['logo.dark', config.logo?.dark],
    ...pair('favicon', config.favicon),
    // mint.json names it `backgroundImage`.
    ...pair(mint ? 'backgroundImage' : 'background.image', config.background.image),
  ];
  return named
    .filter(([, path]) => path && !/^(https?:)?\/\//.test(path) && !path.startsWith('data:') && !assets.has(path.replace(/^\.?\//, '')))
    .map(([key, path]) => `${config.file}: ${key}: "${path}" does not exist in the docs folder; the page shows without it`);
}

/** The repository of the navbar's GitHub button, else of the footer's GitHub link. */
function findGithubRepo(config: SiteConfig): GithubRepo | undefined {
  const primary = config.navbar.primary;
  const fromButton = primary?.type === 'github' ? parseGithubRepo(primary.href) : undefined;
  return fromButton ?? parseGithubRepo(config.footer.socials.github);
}

/** Loads and checks a whole docs folder: config, every page's frontmatter, navigation. */
export async function loadSite(docsDir: string, options: { fetchStars?: boolean; config?: SiteConfigResult } = {}): Promise<LoadSiteResult> {
  // `config`: a config read elsewhere (`mintaka upgrade` compares mint.json with its docs.json).
  const loaded = options.config ?? loadSiteConfig(docsDir);
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
  // mint.json's tabs and anchors append their generated groups; docs.json's tree has them in place.
  const navigationConfig = openapi.tree ?? { ...config.navigation, groups: [...(config.navigation.groups ?? []), ...openapi.navigation] };
  const navigation = buildSiteNavigation(navigationConfig, summaries, config.file);
  warnings.push(...navigation.warnings);

  const repo = findGithubRepo(config);
  let github: SiteData['github'];
  if (repo) {
    github = { ...repo };
    if (config.navbar.primary?.type === 'github' && options.fetchStars !== false) {
      const { stars, error, repeated } = await githubStarsOnce(repo);
      if (stars !== undefined) github.stars = stars;
      else if (!repeated) warnings.push(`${config.file}: ${config.file === 'mint.json' ? 'topbarCtaButton' : 'navbar.primary'}: could not fetch the star count of ${repo.owner}/${repo.repo} (${error}); the button shows the repository without a count`);
    }
  } else if (config.feedback.suggestEdit || config.feedback.raiseIssue) {
    const where = config.file === 'mint.json' ? 'topbarCtaButton with type "github", or footerSocials.github' : 'navbar.primary with type "github", or footer.socials.github';
    warnings.push(`${config.file}: feedback: suggestEdit/raiseIssue need a GitHub repository (${where}); the buttons are omitted`);
  }

  warnings.push(...checkConfigAssets(config, new Set(files.assets)));
  for (const theme of unknownCodeThemes(config.styling.codeblocks)) {
    warnings.push(`${config.file}: styling.codeblocks: "${theme}" is not a Shiki theme; code blocks use github-light/github-dark in its place`);
  }
  // `metadata.timestamp`, or a page's own `timestamp: true`: dates from git, read once.
  if (config.metadata.timestamp || Object.values(pages).some((page) => page.frontmatter.timestamp === true)) {
    const dates = readGitDates(docsDir);
    for (const page of Object.values(pages)) {
      const date = dates.get(page.file);
      if (date) page.lastModified = date;
    }
  }
  if (errors.length) return { ok: false, errors, warnings };
  const { css: customCss, js: customJs } = customFilesOf(files.assets);
  return { ok: true, site: { docsDir, config, pages, navigation, assets: files.assets, customCss, customJs, github }, warnings, invalidPages };
}
