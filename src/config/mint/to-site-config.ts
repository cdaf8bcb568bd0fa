// mint.json, validated, into the internal site config (mintlify.md 1.8 is the mapping; this
// keeps what that mapping drops but Mintaka uses: feedback, api.auth.inputPrefix,
// api.maintainOrder, the anchors' colour, the prefix layout of tabs and anchors).
import type { MintConfig, NavigationEntry, NavigationGroup } from '../schema/index.ts';
import type { NavEntry, NavGroupNode, NavigationConfig } from '../site/navigation.ts';
import type { IntegrationsConfig, NavbarLink, NavbarPrimary, SiteConfig, ThemeName } from '../site/types.ts';

/** Mintlify's own upgrade: venus/quill/prism and the sidenav layouts become today's themes. */
function themeOf(config: MintConfig): ThemeName {
  if (config.theme === 'venus') return 'palm';
  if (config.theme === 'quill') return 'willow';
  if (config.theme === 'prism') return 'mint';
  if (config.layout === 'sidenav') return 'maple';
  if (config.layout === 'solidSidenav') return 'willow';
  return 'mint';
}

function groupOf(group: NavigationGroup): NavGroupNode {
  return {
    group: group.group,
    pages: group.pages.map(entryOf),
    ...(group.icon !== undefined ? { icon: group.icon } : {}),
    ...(group.iconType !== undefined ? { iconType: group.iconType } : {}),
    ...(group.version !== undefined ? { version: group.version } : {}),
  };
}

function entryOf(entry: NavigationEntry): NavEntry {
  return typeof entry === 'string' ? entry : groupOf(entry);
}

function navigationOf(config: MintConfig): NavigationConfig {
  const section = (s: MintConfig['tabs'][number] | MintConfig['anchors'][number]) => ({
    name: s.name,
    url: s.url,
    ...('icon' in s && s.icon !== undefined ? { icon: s.icon } : {}),
    ...('iconType' in s ? { iconType: s.iconType } : {}),
    ...('color' in s && s.color !== undefined ? { color: s.color } : {}),
    ...(s.version !== undefined ? { version: s.version } : {}),
    isDefaultHidden: s.isDefaultHidden,
    ...(s.openapi !== undefined ? { openapi: s.openapi } : {}),
  });
  return {
    groups: config.navigation.map(groupOf),
    global: { anchors: [], tabs: [], dropdowns: [], versions: [], languages: [] },
    prefixLayout: {
      tabs: config.tabs.map(section),
      anchors: config.anchors.map(section),
      topAnchor: { name: config.topAnchor.name, icon: config.topAnchor.icon, iconType: config.topAnchor.iconType },
      primaryTab: { name: config.primaryTab.name, isDefaultHidden: config.primaryTab.isDefaultHidden },
      versions: config.versions.map((v) => ({ name: v.name, default: v.default, ...(v.url !== undefined ? { url: v.url } : {}), ...(v.locale !== undefined ? { locale: v.locale } : {}) })),
    },
  };
}

function navbarLinkOf(link: MintConfig['topbarLinks'][number]): NavbarLink {
  return link.type === 'github' ? { type: 'github', href: link.url } : { type: 'link', label: link.name, href: link.url };
}

function navbarPrimaryOf(cta: MintConfig['topbarCtaButton']): NavbarPrimary | undefined {
  if (!cta) return undefined;
  if (cta.type === 'github') return { type: 'github', href: cta.url };
  return { type: 'button', label: cta.name, href: cta.url, ...(cta.style ? { style: cta.style } : {}), ...(cta.arrow !== undefined ? { arrow: cta.arrow } : {}) };
}

/** `analytics.*` and `integrations.intercom/frontchat` in docs.json's `integrations` shape. */
function integrationsOf(config: MintConfig): IntegrationsConfig {
  const integrations: IntegrationsConfig = {};
  for (const [provider, settings] of Object.entries(config.analytics ?? {})) if (settings) integrations[provider] = { ...settings };
  if (config.integrations?.intercom) integrations.intercom = { appId: config.integrations.intercom };
  if (config.integrations?.frontchat) integrations.frontchat = { snippetId: config.integrations.frontchat };
  return integrations;
}

function fontsOf(font: MintConfig['font']): SiteConfig['fonts'] {
  if (!font) return undefined;
  type Details = { family: string; weight?: number | undefined; url?: string | undefined; format?: 'woff' | 'woff2' | undefined };
  const spec = (details: Details | undefined) =>
    details && {
      family: details.family,
      ...(details.weight !== undefined ? { weight: details.weight } : {}),
      ...(details.url !== undefined ? { source: details.url } : {}),
      ...(details.format !== undefined ? { format: details.format } : {}),
    };
  if ('family' in font) return { heading: spec(font), body: spec(font) };
  return { heading: spec(font.headings), body: spec(font.body) };
}

/** The internal site config of a validated mint.json. */
export function mintToSiteConfig(config: MintConfig, file = 'mint.json'): SiteConfig {
  const { api } = config;
  const showOptional = api.request?.example?.showOptionalParams;
  return {
    file,
    name: config.name,
    theme: themeOf(config),
    colors: {
      primary: config.colors.primary,
      ...(config.colors.light !== undefined ? { light: config.colors.light } : {}),
      ...(config.colors.dark !== undefined ? { dark: config.colors.dark } : {}),
      ...('anchors' in config.colors && config.colors.anchors !== undefined ? { anchors: config.colors.anchors } : {}),
    },
    ...(config.logo ? { logo: config.logo } : {}),
    ...(config.favicon ? { favicon: { light: config.favicon, dark: config.favicon } } : {}),
    appearance: { default: config.modeToggle.default ?? 'system', strict: config.modeToggle.isHidden },
    background: {
      ...(config.background?.style ? { decoration: config.background.style } : {}),
      ...('background' in config.colors && config.colors.background ? { color: config.colors.background } : {}),
      ...(config.backgroundImage ? { image: { light: config.backgroundImage, dark: config.backgroundImage } } : {}),
    },
    fonts: fontsOf(config.font),
    icons: { library: 'fontawesome' },
    styling: {
      eyebrows: config.eyebrow?.display ?? 'section',
      codeblocks: config.codeBlock?.mode === 'dark' ? 'dark' : 'system',
    },
    navbar: { links: config.topbarLinks.map(navbarLinkOf), primary: navbarPrimaryOf(config.topbarCtaButton) },
    footer: {
      socials: { ...config.footer.socials },
      links: config.footer.links.map((column) => ({ header: column.title, items: column.links.map((link) => ({ label: link.label, href: link.url })) })),
    },
    navigation: navigationOf(config),
    // Mintaka's extension to mint.json, with docs.json's shape (schema/contextual.ts).
    contextual: config.contextual,
    // Sources are paths of the site, as docs.json writes them (`legacy` is `/legacy`).
    redirects: config.redirects.map((r) => ({ source: r.source.startsWith('/') ? r.source : `/${r.source}`, destination: r.destination, ...(r.permanent !== undefined ? { permanent: r.permanent } : {}) })),
    variables: {},
    metadata: { timestamp: false },
    errors: { notFound: { redirect: false } },
    seo: { indexing: config.seo.indexHiddenPages ? 'all' : 'navigable', metatags: { ...config.metadata } },
    search: { prompt: config.search.prompt },
    integrations: integrationsOf(config),
    api: {
      openapi: config.openapi.map((source) => ({ source })),
      playground: { display: config.api.playground.mode === 'hide' ? 'none' : config.api.playground.mode === 'simple' ? 'simple' : 'interactive', proxy: !config.api.playground.disableProxy },
      examples: {
        ...(api.request?.example?.languages ? { languages: api.request.example.languages } : {}),
        // Mintaka's samples show optional parameters unless mint.json says not to.
        defaults: showOptional === false ? 'required' : 'all',
      },
      params: { expanded: api.paramFields?.expanded ?? 'none', ...(api.paramFields?.post ? { post: api.paramFields.post } : {}) },
      mdx: { ...(api.auth ? { auth: { ...api.auth } } : {}), server: api.baseUrl },
      maintainOrder: api.maintainOrder,
    },
    feedback: { ...config.feedback },
  };
}
