/** What navigation needs to know about one page on disk. */
export interface PageSummary {
  /** Path without extension, relative to the docs folder: the page's URL path. */
  path: string;
  title: string;
  sidebarTitle?: string;
  icon?: string;
  iconType?: string;
  /** Frontmatter `url`: the sidebar entry links there instead of the page. */
  url?: string;
  /** HTTP method for API pages (sidebar pill). */
  method?: string;
  version?: string;
  hidden?: boolean;
  tag?: string;
  deprecated?: boolean;
}

export interface NavPage {
  kind: 'page';
  path: string;
  label: string;
  href: string;
  external: boolean;
  /** Listed in navigation but no file exists (a warning was given). */
  missing: boolean;
  icon?: string;
  iconType?: string;
  method?: string;
  version?: string;
  tag?: string;
  deprecated?: boolean;
}

export interface NavGroup {
  kind: 'group';
  /** Stable id (position in mint.json), used for collapse state and tests. */
  id: string;
  name: string;
  icon?: string;
  iconType?: string;
  version?: string;
  /** A label after the name, such as "NEW". */
  tag?: string;
  /** Starts open. */
  expanded?: boolean;
  /** The group's landing page: its title links there. */
  root?: NavPage;
  items: NavItem[];
}

export type NavItem = NavPage | NavGroup;

/** The switchers of docs.json's tree, outermost first (docs-json.md "navigation"). */
export type LevelKind = 'product' | 'language' | 'version' | 'tab' | 'dropdown' | 'anchor';

export interface Section {
  name: string;
  /** Path prefix (no leading/trailing slash) or external URL. */
  prefix: string;
  external: boolean;
  /** Where clicking the tab/anchor goes: its first page, or the external URL. */
  href: string;
  icon?: string;
  iconType?: string;
  color?: string | { from: string; via?: string; to: string };
  version?: string;
  isDefaultHidden: boolean;
  /** The implicit first tab/anchor that holds everything no other one claims. */
  implicit: boolean;
  /** An implicit tab that no group of the navigation falls into: the tab row leaves it out. */
  empty?: boolean;
  /** docs.json: a second line (dropdowns, products). */
  description?: string;
  /** docs.json: a label such as "Latest" (versions). */
  tag?: string;
  /** docs.json: a language's code (`fr`, `pt-BR`). */
  language?: string;
  /** docs.json: the option shown by default (versions, languages). */
  isDefault?: boolean;
  /** In a page's switcher: `href` is this page in that option (not its first page). */
  counterpart?: boolean;
}

/** One switcher of a scope: its options and which one the scope is in. */
export interface ScopeLevel {
  kind: LevelKind;
  /** Key into `SiteNavigation.options`. */
  options: string;
  current: number;
}

/** Where groups sit in docs.json's tree: the option chosen at each level above them. */
export interface NavScope {
  levels: ScopeLevel[];
  /** Its version and language are the default ones: what the plain URLs show. */
  isDefault: boolean;
}

export interface Version {
  name: string;
  /** External version link (not a navigation filter). */
  url?: string;
  locale?: string;
}

export interface SiteNavigation {
  groups: NavGroup[];
  /** Index into `tabs` for each top-level group. */
  groupTab: number[];
  /** Index into `anchors` for each top-level group. */
  groupAnchor: number[];
  tabs: Section[];
  anchors: Section[];
  versions: Version[];
  defaultVersion?: string;
  warnings: string[];
  /** docs.json trees: the scope (index into `scopes`) of each top-level group. */
  groupScope?: number[];
  scopes?: NavScope[];
  /** The options of each switcher, by key (shared by the scopes under the same choices). */
  options?: Record<string, Section[]>;
  /** docs.json `global`: links shown on every page, by kind. */
  global?: Partial<Record<LevelKind, Section[]>>;
}
