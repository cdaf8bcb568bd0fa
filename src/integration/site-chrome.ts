import { flattenPages } from '../core/navigation/build-navigation.ts';
import type { PageNavigation } from '../core/navigation/route-navigation.ts';
import { findLanguageNode } from '../config/site/navigation.ts';
import type { BannerConfig, LogoConfig, NavbarConfig } from '../config/site/types.ts';
import { htmlLang, uiStrings, type UiStrings } from '../core/i18n/ui-strings.ts';
import type { PageRecord, SiteData } from '../site/load-site.ts';

export interface SiteChrome {
  /** `<html lang>`. */
  lang: string;
  /** Mintaka's own words on the page, in its language. */
  strings: UiStrings;
  /** The navbar of the page's language (docs.json), else the site's. */
  navbar: NavbarConfig;
  banner?: BannerConfig;
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

/** Served by every Mintaka site (public/); a docs folder's own favicon.svg replaces it. */
const DEFAULT_FAVICON = '/favicon.svg';

function assetUrl(path: string): string {
  return /^(https?:)?\/\//.test(path) || path.startsWith('data:') ? path : `/${path.replace(/^\.?\//, '')}`;
}

/** The logo's files as URLs of the site. */
function logoUrls(logo: LogoConfig | undefined): SiteChrome['logo'] {
  return logo && { light: assetUrl(logo.light), dark: assetUrl(logo.dark), href: logo.href };
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
  const { feedback } = config;
  // docs.json languages may have their own navbar, footer and banner.
  const language = nav.language ? findLanguageNode(config.navigation, nav.language) : undefined;
  const footer = language?.footer ?? config.footer;
  const banner = language?.banner ?? config.banner;
  return {
    lang: htmlLang(nav.language),
    strings: uiStrings(nav.language),
    navbar: language?.navbar ?? config.navbar,
    ...(banner ? { banner } : {}),
    logo: existingLogo(logoUrls(config.logo), site.assets),
    // Without one in the config, Mintaka's default icon (public/favicon.svg, in every build).
    favicon: assetUrl(config.favicon?.light ?? DEFAULT_FAVICON),
    versionOptions: site.navigation.versions.map((v) => (v.url ? { name: v.name, href: v.url, external: true } : { name: v.name, href: firstPageIn(v.name) })),
    versionCss: versionCss(localVersions),
    editUrl: repo && feedback.suggestEdit ? `${repo.url}/edit/main/${page.file.split('/').map(encodeURIComponent).join('/')}` : undefined,
    issueUrl:
      repo && feedback.raiseIssue
        ? `${repo.url}/issues/new?title=${encodeURIComponent(`Issue on docs: ${page.title}`)}&body=${encodeURIComponent(`Path: /${page.path}`)}`
        : undefined,
    socials: footer.socials,
    footerColumns: footer.links.map((column) => ({ title: column.header, links: column.items.map((item) => ({ label: item.label, url: item.href })) })),
  };
}
