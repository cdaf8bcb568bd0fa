// `mintaka upgrade`: a docs.json with the same site as a mint.json, the way Mintlify's own
// upgrade maps the keys (mintlify.md 1.8), and the list of what docs.json cannot say.
import type { MintConfig } from '../schema/index.ts';
import { upgradeNavigation } from './upgrade-navigation.ts';

type Json = Record<string, unknown>;

export interface UpgradeResult {
  /** The docs.json content. */
  docs: Json;
  /** mint.json settings that have no docs.json equivalent, as `key: what happens`. */
  notCarried: string[];
}

function clean<T extends Json>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined && !(typeof item === 'object' && item !== null && !Array.isArray(item) && Object.keys(item).length === 0))) as T;
}

const THEMES: Record<string, string> = { venus: 'palm', quill: 'willow', prism: 'mint' };
const LAYOUTS: Record<string, string> = { sidenav: 'maple', solidSidenav: 'willow' };

/** The docs.json of a validated mint.json; `raw` is the file's JSON (to tell what was written). */
export function upgradeMintConfig(config: MintConfig, raw: Json): UpgradeResult {
  const notCarried = new Set<string>();
  const drop = (key: string, what: string) => {
    const value = key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Json)[part] : undefined), raw);
    if (value !== undefined) notCarried.add(`${key}: ${what}`);
  };
  drop('search.location', 'docs.json has no setting for where the search box sits');
  drop('sidebar', 'the sidebar style comes with the theme');
  drop('topbar', 'the navbar style comes with the theme');
  drop('rounded', 'corners come with the theme');
  drop('isWhiteLabeled', 'docs.json has no such setting');
  drop('api.paramFields.post', 'docs.json has no setting for the pills after parameter names');
  drop('api.maintainOrder', 'docs.json keeps no OpenAPI key order setting');
  drop('api.auth.inputPrefix', 'docs.json has no prefix for the credential field');
  drop('mintlify', 'a version pin of the old CLI');

  const { api } = config;
  const link = (cta: NonNullable<MintConfig['topbarCtaButton']>) => (cta.type === 'github' ? { type: 'github', href: cta.url } : { type: 'button', label: cta.name, href: cta.url });
  const mode = api.playground.mode;
  const font = config.font;
  const fontOf = (details: { family: string; weight?: number | undefined; url?: string | undefined; format?: string | undefined } | undefined) =>
    details && clean({ family: details.family, weight: details.weight, source: details.url, format: details.format });
  const analytics: Json = { ...(config.analytics ?? {}) };
  if (config.integrations?.intercom) analytics.intercom = { appId: config.integrations.intercom };
  if (config.integrations?.frontchat) analytics.frontchat = { snippetId: config.integrations.frontchat };

  const docs = clean({
    $schema: 'https://mintlify.com/docs.json',
    theme: (config.theme && THEMES[config.theme]) ?? (config.layout && LAYOUTS[config.layout]) ?? 'mint',
    name: config.name,
    colors: clean({ primary: config.colors.primary, light: config.colors.light, dark: config.colors.dark }),
    logo: raw.logo === undefined ? undefined : typeof raw.logo === 'string' ? raw.logo : clean({ light: config.logo?.light, dark: config.logo?.dark, href: config.logo?.href === '/' ? undefined : config.logo?.href }),
    favicon: config.favicon,
    appearance: clean({ default: config.modeToggle.default, strict: config.modeToggle.isHidden || undefined }),
    background: clean({
      color: 'background' in config.colors ? config.colors.background : undefined,
      decoration: config.background?.style,
      image: config.backgroundImage,
    }),
    fonts: font === undefined ? undefined : 'family' in font ? fontOf(font) : clean({ heading: fontOf(font.headings), body: fontOf(font.body) }),
    styling: clean({ eyebrows: config.eyebrow?.display, codeblocks: config.codeBlock?.mode === 'dark' ? 'dark' : config.codeBlock?.mode === 'auto' ? 'system' : undefined }),
    navbar: clean({
      links: config.topbarLinks.length ? config.topbarLinks.map((l) => (l.type === 'github' ? { type: 'github', href: l.url } : { label: l.name, href: l.url })) : undefined,
      primary: config.topbarCtaButton ? link(config.topbarCtaButton) : undefined,
    }),
    navigation: upgradeNavigation(config, notCarried),
    footer: clean({
      socials: Object.keys(config.footer.socials).length ? config.footer.socials : undefined,
      links: config.footer.links.length ? config.footer.links.map((c) => clean({ header: c.title, items: c.links.map((l) => ({ label: l.label, href: l.url })) })) : undefined,
    }),
    redirects: config.redirects.length ? config.redirects.map((r) => clean({ source: r.source, destination: r.destination, permanent: r.permanent })) : undefined,
    seo: clean({ metatags: Object.keys(config.metadata).length ? config.metadata : undefined, indexing: config.seo.indexHiddenPages ? 'all' : undefined }),
    search: raw.search && typeof raw.search === 'object' && 'prompt' in (raw.search as Json) ? { prompt: config.search.prompt } : undefined,
    feedback: raw.feedback === undefined ? undefined : config.feedback,
    integrations: Object.keys(analytics).length ? analytics : undefined,
    api: clean({
      openapi: config.openapi.length === 0 ? undefined : config.openapi.length === 1 ? config.openapi[0] : config.openapi,
      playground: clean({ display: mode === 'show' ? undefined : mode === 'simple' ? 'simple' : 'none', proxy: api.playground.disableProxy ? false : undefined }),
      examples: clean({ languages: api.request?.example?.languages, defaults: api.request?.example?.showOptionalParams === false ? 'required' : undefined }),
      params: api.paramFields?.expanded === 'all' ? { expanded: 'all' } : undefined,
      mdx: clean({
        auth: api.auth && (api.auth.method || api.auth.name) ? clean({ method: api.auth.method, name: api.auth.name }) : undefined,
        server: api.baseUrl.length === 0 ? undefined : api.baseUrl.length === 1 ? api.baseUrl[0] : api.baseUrl,
      }),
    }),
  });
  return { docs, notCarried: [...notCarried] };
}
