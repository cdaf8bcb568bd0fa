// docs.json, validated, into the internal site config: mostly the same shape, with shorthand
// forms expanded (a logo path becomes both modes, an OpenAPI path a list of sources, an icon
// object a name and a style) and defaults filled in.
import type { NavChildren, NavEntry, NavGroupNode, NavOpenApiRef, NavigationConfig } from '../site/navigation.ts';
import type { CodeblocksTheme, FontConfig, FontsConfig, NavbarConfig, SiteConfig } from '../site/types.ts';
import type { DocsConfig } from './schema/index.ts';
import type { OpenApiSourceInput } from './schema/api.ts';
import { CHILD_KEYS, type DocsGroup, type DocsNode, type DocsPageEntry } from './schema/navigation.ts';
import type { IconInput } from './schema/shared.ts';

type NavbarInput = NonNullable<DocsConfig['navbar']>;
type FooterInput = NonNullable<DocsConfig['footer']>;
type BannerInput = NonNullable<DocsConfig['banner']>;

/** An OpenAPI setting as a list of sources. */
export function openApiRefs(value: OpenApiSourceInput | undefined): NavOpenApiRef[] | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'string') return [{ source: value }];
  if (Array.isArray(value)) return value.map((source) => ({ source }));
  return [{ source: value.source, ...(value.directory ? { directory: value.directory.replace(/^\/+|\/+$/g, '') } : {}) }];
}

function iconFields(icon: IconInput | undefined): { icon?: string; iconType?: string } {
  if (icon === undefined) return {};
  if (typeof icon === 'string') return { icon };
  return { icon: icon.name, ...(icon.style ? { iconType: icon.style } : {}) };
}

/** Copies the keys that are set: the model leaves unset fields out rather than undefined. */
function defined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

function entryOf(entry: DocsPageEntry): NavEntry {
  if (typeof entry === 'string') return entry;
  if ('operation' in entry) return defined({ kind: 'operation' as const, operation: entry.operation, openapi: entry.file ? { source: entry.file.replace(/^\/+/, '') } : undefined });
  return groupOf(entry);
}

function groupOf(group: DocsGroup): NavGroupNode {
  return defined({
    group: group.group,
    pages: (group.pages ?? []).map(entryOf),
    ...iconFields(group.icon),
    tag: group.tag,
    expanded: group.expanded,
    root: group.root,
    hidden: group.hidden,
    openapi: openApiRefs(group.openapi),
  });
}

/** A node's own keys (icons expanded) and its children, converted. */
function nodeOf(node: DocsNode): Record<string, unknown> {
  const own: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if ((CHILD_KEYS as readonly string[]).includes(key) || value === undefined) continue;
    if (key === 'icon') Object.assign(own, iconFields(value as IconInput));
    else if (key === 'openapi') own.openapi = openApiRefs(value as OpenApiSourceInput);
    else if (key === 'navbar') own.navbar = navbarOf(value as NavbarInput);
    else if (key === 'footer') own.footer = footerOf(value as FooterInput);
    else if (key === 'banner') own.banner = bannerOf(value as BannerInput);
    else own[key] = value;
  }
  return { ...own, ...childrenOf(node) };
}

function childrenOf(node: DocsNode): NavChildren {
  const children: Record<string, unknown> = {};
  for (const key of CHILD_KEYS) {
    const list = node[key];
    if (!Array.isArray(list)) continue;
    if (key === 'pages') children.pages = (list as DocsPageEntry[]).map(entryOf);
    else if (key === 'groups') children.groups = (list as DocsGroup[]).map(groupOf);
    else children[key] = (list as DocsNode[]).map(nodeOf);
  }
  return children as NavChildren;
}

function navigationOf(navigation: DocsConfig['navigation']): NavigationConfig {
  const global = navigation.global;
  const links = <T extends DocsNode>(list: T[] | undefined) => (list ?? []).map((item) => nodeOf(item)) as never[];
  return {
    ...childrenOf(navigation),
    ...(navigation.openapi !== undefined ? { openapi: openApiRefs(navigation.openapi as OpenApiSourceInput) } : {}),
    global: {
      anchors: links(global?.anchors),
      tabs: links(global?.tabs),
      dropdowns: links(global?.dropdowns),
      versions: links(global?.versions),
      languages: links(global?.languages),
    },
  };
}

export function navbarOf(navbar: NavbarInput | undefined): NavbarConfig {
  const links = (navbar?.links ?? []).map((link) =>
    'type' in link ? { type: link.type, href: link.href } : defined({ type: 'link' as const, label: link.label, href: link.href, icon: iconFields(link.icon).icon }),
  );
  const primary = navbar?.primary;
  return {
    links,
    ...(primary
      ? { primary: primary.type === 'discord' ? { type: 'button' as const, label: 'Discord', href: primary.href } : primary }
      : {}),
  };
}

export function footerOf(footer: FooterInput | undefined): SiteConfig['footer'] {
  return {
    socials: { ...(footer?.socials ?? {}) } as Record<string, string>,
    links: (footer?.links ?? []).map((column) => defined({ header: column.header, items: column.items.map((item) => ({ label: item.label, href: item.href })) })),
  };
}

export function bannerOf(banner: BannerInput): NonNullable<SiteConfig['banner']> {
  const color = typeof banner.color === 'string' ? { light: banner.color, dark: banner.color } : banner.color;
  return defined({ content: banner.content, dismissible: banner.dismissible, type: banner.type, color });
}

function fontsOf(fonts: DocsConfig['fonts']): FontsConfig | undefined {
  if (!fonts) return undefined;
  const base = fonts.family ? defined({ family: fonts.family, weight: fonts.weight, source: fonts.source, format: fonts.format }) : undefined;
  // A heading or body font of another family brings its own file and weight.
  const merge = (own: FontConfig | undefined) => (own ? (own.family === base?.family ? defined({ ...base, ...own }) : defined({ ...own })) : base);
  return defined({ heading: merge(fonts.heading), body: merge(fonts.body) });
}

function codeblocksOf(value: NonNullable<DocsConfig['styling']>['codeblocks']): CodeblocksTheme {
  if (value === undefined || value === 'system' || value === 'dark') return value ?? 'system';
  const theme = typeof value === 'string' ? value : value.theme;
  return typeof theme === 'string' ? { light: theme, dark: theme } : theme;
}

/** The internal site config of a validated docs.json. */
export function docsToSiteConfig(config: DocsConfig, file = 'docs.json'): SiteConfig {
  const api = config.api;
  const logo = config.logo;
  const favicon = config.favicon;
  const image = config.background?.image;
  const server = api?.mdx?.server;
  return {
    file,
    name: config.name,
    ...(config.description !== undefined ? { description: config.description } : {}),
    theme: config.theme,
    colors: defined({ primary: config.colors.primary, light: config.colors.light, dark: config.colors.dark }),
    ...(logo ? { logo: typeof logo === 'string' ? { light: logo, dark: logo, href: '/' } : { light: logo.light, dark: logo.dark, href: logo.href ?? '/' } } : {}),
    ...(favicon ? { favicon: typeof favicon === 'string' ? { light: favicon, dark: favicon } : favicon } : {}),
    appearance: config.appearance ?? { default: 'system', strict: false },
    background: defined({
      decoration: config.background?.decoration,
      color: config.background?.color,
      image: image === undefined ? undefined : typeof image === 'string' ? { light: image, dark: image } : image,
    }),
    fonts: fontsOf(config.fonts),
    icons: { library: config.icons?.library ?? 'fontawesome' },
    styling: defined({ eyebrows: config.styling?.eyebrows ?? 'section', codeblocks: codeblocksOf(config.styling?.codeblocks), latex: config.styling?.latex }),
    navbar: navbarOf(config.navbar),
    footer: footerOf(config.footer),
    ...(config.banner ? { banner: bannerOf(config.banner) } : {}),
    ...(config.contextual ? { contextual: config.contextual } : {}),
    navigation: navigationOf(config.navigation),
    redirects: config.redirects.map((r) => defined({ source: r.source.startsWith('/') ? r.source : `/${r.source}`, destination: r.destination, permanent: r.permanent })),
    variables: config.variables,
    metadata: { timestamp: config.metadata?.timestamp ?? false },
    errors: { notFound: defined({ redirect: config.errors?.['404']?.redirect ?? true, title: config.errors?.['404']?.title, description: config.errors?.['404']?.description }) },
    seo: config.seo ?? { indexing: 'navigable', metatags: {} },
    search: { prompt: config.search?.prompt ?? 'Search...' },
    integrations: (config.integrations ?? {}) as SiteConfig['integrations'],
    api: {
      openapi: openApiRefs(api?.openapi) ?? [],
      playground: api?.playground ?? { display: 'interactive', proxy: true },
      examples: defined({ languages: api?.examples?.languages, defaults: api?.examples?.defaults ?? 'all', prefill: api?.examples?.prefill, autogenerate: api?.examples?.autogenerate }),
      params: { expanded: api?.params?.expanded === 'all' ? 'all' : 'none' },
      mdx: { ...(api?.mdx?.auth ? { auth: api.mdx.auth } : {}), server: server === undefined ? [] : typeof server === 'string' ? [server] : server },
      maintainOrder: false,
    },
    feedback: config.feedback ?? { thumbsRating: false, suggestEdit: false, raiseIssue: false },
  };
}
