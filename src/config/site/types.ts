// The internal site config: what the rest of Mintaka renders, whichever file the site came
// from (STYLE.md "One model, two formats"). Its shape is docs.json's, normalised (defaults
// filled, shorthand forms expanded); settings only mint.json has and Mintaka uses ride along
// as typed extensions, marked "mint.json extension".
import type { ContextualConfig } from '../schema/contextual.ts';
import type { NavigationConfig } from './navigation.ts';

export const THEME_NAMES = ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'sequoia', 'luma'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export interface ColorsConfig {
  /** Accent colour (links, active items) in light mode. */
  primary: string;
  /** Accent colour in dark mode. */
  light?: string | undefined;
  /** Colour of important buttons. */
  dark?: string | undefined;
  /** mint.json extension: default colour or gradient of anchor icons. */
  anchors?: string | { from: string; via?: string | undefined; to: string } | undefined;
}

export interface LogoConfig {
  light: string;
  dark: string;
  href: string;
}

/** A light and a dark variant (the same path twice when only one was given). */
export interface ModePair {
  light: string;
  dark: string;
}

export interface AppearanceConfig {
  /** Mode for first-time visitors; `system` follows the operating system. */
  default: 'system' | 'light' | 'dark';
  /** Hides the mode toggle (with `light`/`dark`, forces that mode). */
  strict: boolean;
}

export interface BackgroundConfig {
  decoration?: 'gradient' | 'grid' | 'windows' | undefined;
  color?: { light?: string | undefined; dark?: string | undefined } | undefined;
  image?: ModePair | undefined;
}

export interface FontConfig {
  family: string;
  weight?: number | undefined;
  /** URL or docs-folder path of the font file. */
  source?: string | undefined;
  format?: 'woff' | 'woff2' | undefined;
}

export interface FontsConfig {
  heading?: FontConfig | undefined;
  body?: FontConfig | undefined;
}

export type CodeblocksTheme = 'system' | 'dark' | { light: string; dark: string };

export interface StylingConfig {
  eyebrows: 'section' | 'breadcrumbs';
  /** `system` follows the colour mode, `dark` is always dark, or Shiki themes per mode. */
  codeblocks: CodeblocksTheme;
  latex?: boolean | undefined;
}

export type NavbarLink =
  | { type: 'link'; label: string; href: string; icon?: string | undefined }
  | { type: 'github' | 'discord'; href: string };

export type NavbarPrimary =
  | {
      type: 'button';
      label: string;
      href: string;
      /** mint.json extension: button shape. */
      style?: 'pill' | 'roundedRectangle' | undefined;
      /** mint.json extension: an arrow after the label. */
      arrow?: boolean | undefined;
    }
  | { type: 'github'; href: string };

export interface NavbarConfig {
  links: NavbarLink[];
  primary?: NavbarPrimary | undefined;
}

export interface FooterColumn {
  header?: string | undefined;
  items: { label: string; href: string }[];
}

export interface FooterConfig {
  /** Platform (`github`, `x`...) to URL. */
  socials: Record<string, string>;
  links: FooterColumn[];
}

export interface BannerConfig {
  /** One line of MDX. */
  content: string;
  dismissible: boolean;
  type?: 'info' | 'warning' | 'critical' | undefined;
  color?: ColorPairConfig | undefined;
}

export interface ColorPairConfig {
  light?: string | undefined;
  dark?: string | undefined;
}

/** The page actions menu: docs.json's `contextual`, one schema for both formats (schema/contextual.ts). */
export type { ContextualConfig } from '../schema/contextual.ts';

export interface RedirectConfig {
  source: string;
  destination: string;
  permanent?: boolean | undefined;
}

export interface SeoConfig {
  /** `navigable`: only pages in the navigation are indexed; `all`: hidden pages too. */
  indexing: 'navigable' | 'all';
  /** Meta tags for every page (`og:image`, `robots`...). */
  metatags: Record<string, string>;
}

export interface ErrorsConfig {
  notFound: { redirect: boolean; title?: string | undefined; description?: string | undefined };
}

/** Analytics and chat providers in docs.json's shape: provider -> its settings. */
export type IntegrationsConfig = Record<string, Record<string, unknown>>;

export type PlaygroundDisplay = 'interactive' | 'simple' | 'none' | 'auth';
export type ParamsExpanded = 'all' | 'topLevel' | 'topLevelOneOfs' | 'none';

export interface ApiSettings {
  /** OpenAPI documents of the site: docs-relative paths or http(s) URLs. */
  openapi: { source: string; directory?: string | undefined }[];
  playground: { display: PlaygroundDisplay; proxy: boolean };
  examples: {
    /** Sample languages shown, in order; unset: the defaults. */
    languages?: string[] | undefined;
    /** `all` includes optional parameters in generated samples. */
    defaults: 'required' | 'all';
    prefill?: boolean | undefined;
    autogenerate?: boolean | undefined;
  };
  params: {
    /** Which nested parameter expanders start open. */
    expanded: ParamsExpanded;
    /** mint.json extension: schema keys shown as pills after each parameter name. */
    post?: string[] | undefined;
  };
  mdx: {
    auth?: {
      method?: 'bearer' | 'basic' | 'key' | 'cobo' | undefined;
      name?: string | undefined;
      /** mint.json extension: prefix pre-filled into the credential field (`Token `). */
      inputPrefix?: string | undefined;
    } | undefined;
    /** Base URLs of endpoints defined in MDX (several: a server menu). */
    server: string[];
  };
  /** mint.json extension: keep the OpenAPI file's key order on generated pages. */
  maintainOrder: boolean;
}

/** mint.json extension: the feedback buttons under each page. */
export interface FeedbackConfig {
  thumbsRating: boolean;
  suggestEdit: boolean;
  raiseIssue: boolean;
}

export interface SiteConfig {
  /** The config file, for messages only (`mint.json`, `docs.json`). */
  file: string;
  name: string;
  description?: string | undefined;
  theme: ThemeName;
  colors: ColorsConfig;
  logo?: LogoConfig | undefined;
  favicon?: ModePair | undefined;
  appearance: AppearanceConfig;
  background: BackgroundConfig;
  fonts?: FontsConfig | undefined;
  icons: { library: 'fontawesome' | 'lucide' | 'tabler' };
  styling: StylingConfig;
  navbar: NavbarConfig;
  footer: FooterConfig;
  banner?: BannerConfig | undefined;
  contextual?: ContextualConfig | undefined;
  navigation: NavigationConfig;
  redirects: RedirectConfig[];
  /** Substituted for `{{name}}` in pages and snippets. */
  variables: Record<string, string>;
  metadata: { timestamp: boolean };
  errors: ErrorsConfig;
  seo: SeoConfig;
  search: { prompt: string };
  integrations: IntegrationsConfig;
  api: ApiSettings;
  /** mint.json extension. */
  feedback: FeedbackConfig;
}
