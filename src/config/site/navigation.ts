import type { BannerConfig, FooterConfig, NavbarConfig } from './types.ts';

// The navigation tree of the internal site config: docs.json's `navigation` (docs-json.md
// "navigation"), normalised. mint.json's sidebar (groups owned by tabs and anchors through a
// folder prefix, groups shown only in one version) is a different arrangement: it rides along
// as `prefixLayout`, a typed extension the navigation builder reads instead of the tree's
// containers, because turning it into a tree changes what readers see (groups shared by every
// version would be copied into each, pages outside the navigation would lose their tab).

/** An OpenAPI document named in the navigation: its operations, or a folder to generate pages into. */
export interface NavOpenApiRef {
  /** A docs-relative path (no leading slash) or an http(s) URL. */
  source: string;
  /** Folder of the pages generated for its operations, for `{ source, directory }`. */
  directory?: string | undefined;
}

/** A page entry naming an OpenAPI operation: `"GET /users"`, `"openapi.json GET /users"`. */
export interface NavOperationEntry {
  kind: 'operation';
  /** `GET /users` (or `webhook name`), as written after the file. */
  operation: string;
  /** The document named in the entry (`openapi.json GET /users`); else the nearest `openapi` above it. */
  openapi?: NavOpenApiRef | undefined;
}

/** A sidebar group. */
export interface NavGroupNode {
  group: string;
  /** Page paths (normalised, no extension), nested groups and operations, in sidebar order. */
  pages: NavEntry[];
  icon?: string | undefined;
  /** Font Awesome style of `icon` (mint.json `iconType`). */
  iconType?: string | undefined;
  /** A short label after the name, such as "NEW". */
  tag?: string | undefined;
  /** Starts open. */
  expanded?: boolean | undefined;
  /** A landing page for the group: its title links there. */
  root?: string | undefined;
  /** Listed nowhere, reachable by URL. */
  hidden?: boolean | undefined;
  /** The documents its operation entries resolve against, or that generate its pages. */
  openapi?: NavOpenApiRef[] | undefined;
  /** mint.json extension: the group and its pages only show in this version. */
  version?: string | undefined;
}

export type NavEntry = string | NavGroupNode | NavOperationEntry;

/** What a container holds: exactly one kind of children (or, for some, only an `href`). */
export interface NavChildren {
  products?: NavProductNode[] | undefined;
  languages?: NavLanguageNode[] | undefined;
  versions?: NavVersionNode[] | undefined;
  tabs?: NavTabNode[] | undefined;
  dropdowns?: NavDropdownNode[] | undefined;
  anchors?: NavAnchorNode[] | undefined;
  groups?: NavGroupNode[] | undefined;
  pages?: NavEntry[] | undefined;
  /** Documents whose operations become pages (without children) or resolve the entries below. */
  openapi?: NavOpenApiRef[] | undefined;
}

export interface ColorPair {
  light?: string | undefined;
  dark?: string | undefined;
}

export interface NavTabNode extends NavChildren {
  tab: string;
  icon?: string | undefined;
  hidden?: boolean | undefined;
  /** An external tab: a link, no pages. */
  href?: string | undefined;
}

export interface NavAnchorNode extends NavChildren {
  anchor: string;
  icon?: string | undefined;
  color?: ColorPair | undefined;
  hidden?: boolean | undefined;
  href?: string | undefined;
}

export interface NavDropdownNode extends NavChildren {
  dropdown: string;
  icon?: string | undefined;
  description?: string | undefined;
  hidden?: boolean | undefined;
  href?: string | undefined;
}

export interface NavVersionNode extends NavChildren {
  version: string;
  default?: boolean | undefined;
  /** A label such as "Latest" or "Beta". */
  tag?: string | undefined;
  hidden?: boolean | undefined;
}

export interface NavLanguageNode extends NavChildren {
  /** A language code: `en`, `fr`, `pt-BR`... */
  language: string;
  default?: boolean | undefined;
  hidden?: boolean | undefined;
  /** This language's navbar, footer and banner, in place of the site's. */
  navbar?: NavbarConfig | undefined;
  footer?: FooterConfig | undefined;
  banner?: BannerConfig | undefined;
}

export interface NavProductNode extends NavChildren {
  product: string;
  description?: string | undefined;
  icon?: string | undefined;
  hidden?: boolean | undefined;
}

/** Link-only items shown on every page. */
export interface NavGlobalLinks {
  anchors: NavAnchorNode[];
  tabs: NavTabNode[];
  dropdowns: NavDropdownNode[];
  versions: NavVersionNode[];
  languages: NavLanguageNode[];
}

/** mint.json's tabs and anchors: each owns the pages under its folder `prefix` (mintlify.md 1.6). */
export interface PrefixSection {
  name: string;
  /** Folder prefix (no leading/trailing slash) or an external URL. */
  url: string;
  icon?: string | undefined;
  iconType?: string | undefined;
  color?: string | { from: string; via?: string | undefined; to: string } | undefined;
  /** The section only shows when this version is selected. */
  version?: string | undefined;
  /** Hidden until a reader is inside it. */
  isDefaultHidden?: boolean | undefined;
  /** A document whose operations become pages under `url`. */
  openapi?: string | undefined;
}

/** A version (or language) of mint.json's dropdown, which filters the sidebar's groups. */
export interface FilterVersion {
  name: string;
  /** A link to another site instead of a version of this one. */
  url?: string | undefined;
  default: boolean;
  locale?: string | undefined;
}

/** mint.json extension: the prefix-owned sections and the version filter of its sidebar. */
export interface PrefixLayout {
  tabs: PrefixSection[];
  anchors: PrefixSection[];
  topAnchor: { name: string; icon: string; iconType: string };
  primaryTab: { name: string; isDefaultHidden: boolean };
  versions: FilterVersion[];
}

/** The root of the navigation: one kind of children, plus `global` links. */
export interface NavigationConfig extends NavChildren {
  global: NavGlobalLinks;
  /** mint.json extension: how its flat `groups` are placed into tabs, anchors and versions. */
  prefixLayout?: PrefixLayout | undefined;
}

/** Every language node of the tree, in the order of the tree (each may have its own navbar, footer and banner). */
export function listLanguageNodes(navigation: NavChildren): NavLanguageNode[] {
  const found: NavLanguageNode[] = [...(navigation.languages ?? [])];
  for (const key of ['products', 'versions', 'tabs', 'dropdowns', 'anchors'] as const) {
    for (const child of navigation[key] ?? []) found.push(...listLanguageNodes(child));
  }
  return found;
}

/** The settings of a language's node (its own navbar, footer, banner), wherever it sits: the first in the tree. */
export function findLanguageNode(navigation: NavChildren, code: string): NavLanguageNode | undefined {
  return listLanguageNodes(navigation).find((language) => language.language === code);
}
