import { flattenPages } from '../core/navigation/build-navigation.ts';
import type { PageNavigation } from '../core/navigation/route-navigation.ts';
import type { PageRecord, SiteData } from './load-site.ts';

export interface SiteChrome {
  logo?: { light: string; dark: string; href: string };
  favicon?: string;
  versionOptions: { name: string; href?: string; external?: boolean }[];
  /** Hides navigation entries of the versions not selected (`html[data-version]`). */
  versionCss: string;
  editUrl?: string;
  issueUrl?: string;
  socials: Record<string, string>;
  footerColumns: { title?: string; links: { label: string; url: string }[] }[];
}

type LogoSetting = string | { light?: string; dark?: string; href?: string } | undefined;

/** Served by every Mintaka site (public/); a docs folder's own favicon.svg replaces it. */
const DEFAULT_FAVICON = '/favicon.svg';

function assetUrl(path: string): string {
  return /^(https?:)?\/\//.test(path) || path.startsWith('data:') ? path : `/${path.replace(/^\.?\//, '')}`;
}

export function normalizeLogo(logo: LogoSetting): SiteChrome['logo'] {
  if (!logo) return undefined;
  if (typeof logo === 'string') return { light: assetUrl(logo), dark: assetUrl(logo), href: '/' };
  const light = logo.light ?? logo.dark;
  const dark = logo.dark ?? logo.light;
  if (!light || !dark) return undefined;
  return { light: assetUrl(light), dark: assetUrl(dark), href: logo.href ?? '/' };
}

export function normalizeSocials(socials: unknown): Record<string, string> {
  if (Array.isArray(socials)) {
    return Object.fromEntries(socials.filter((s) => s && typeof s.type === 'string').map((s) => [s.type, String(s.url)]));
  }
  return socials && typeof socials === 'object' ? (socials as Record<string, string>) : {};
}

/** A logo whose file is missing (a warning was given) falls back to the site name. */
function existingLogo(logo: SiteChrome['logo'], assets: readonly string[]): SiteChrome['logo'] {
  if (!logo) return undefined;
  const exists = (url: string) => /^(https?:)?\/\//.test(url) || url.startsWith('data:') || assets.includes(url.replace(/^\//, ''));
  return exists(logo.light) && exists(logo.dark) ? logo : undefined;
}

function versionCss(names: string[]): string {
  return names
    .map((name) => {
      const v = JSON.stringify(name);
      return `html[data-version=${v}] [data-version]:not([data-version=${v}]){display:none}`;
    })
    .join('');
}

/** Per-page values of the site frame (top bar, footer, feedback) derived from the config. */
export function siteChrome(site: SiteData, page: PageRecord, nav: PageNavigation): SiteChrome {
  const { config } = site;
  const localVersions = site.navigation.versions.filter((v) => !v.url).map((v) => v.name);
  // Switching version leads to that version's first own page (this tab first), else to its
  // first visible page.
  const local = (p: { external: boolean; missing: boolean }) => !p.external && !p.missing;
  const firstPageIn = (version: string) =>
    flattenPages(nav.sidebar).find((p) => local(p) && p.version === version)?.href ??
    flattenPages(site.navigation.groups).find((p) => local(p) && p.version === version)?.href ??
    flattenPages(nav.sidebar).find((p) => local(p) && !p.version)?.href;
  const repo = site.github;
  const feedback = config.feedback ?? {};
  return {
    logo: existingLogo(normalizeLogo(config.logo as LogoSetting), site.assets),
    // Without one in mint.json, Mintaka's default icon (public/favicon.svg, in every build).
    favicon: assetUrl(config.favicon ?? DEFAULT_FAVICON),
    versionOptions: site.navigation.versions.map((v) => (v.url ? { name: v.name, href: v.url, external: true } : { name: v.name, href: firstPageIn(v.name) })),
    versionCss: versionCss(localVersions),
    editUrl: repo && feedback.suggestEdit ? `${repo.url}/edit/main/${page.file.split('/').map(encodeURIComponent).join('/')}` : undefined,
    issueUrl:
      repo && feedback.raiseIssue
        ? `${repo.url}/issues/new?title=${encodeURIComponent(`Issue on docs: ${page.title}`)}&body=${encodeURIComponent(`Path: /${page.path}`)}`
        : undefined,
    socials: normalizeSocials(config.footer?.socials ?? config.footerSocials),
    footerColumns: (config.footer?.links ?? []).map((column: { title?: string; links: { label: string; url: string }[] }) => ({ title: column.title, links: column.links })),
  };
}
