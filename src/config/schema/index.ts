import { z } from 'zod';
import { analyticsShape } from './analytics.ts';
import { anchorsShape } from './anchors.ts';
import { apiShape } from './api.ts';
import { brandingShape } from './branding.ts';
import { colorsShape, DEFAULT_PRIMARY_COLOR } from './colors.ts';
import { contextualShape } from './contextual.ts';
import { feedbackShape } from './feedback.ts';
import { fontShape } from './font.ts';
import { withHint } from './hints.ts';
import { footerShape, type FooterConfig } from './footer.ts';
import { navigationShape } from './navigation.ts';
import { openapiShape } from './openapi.ts';
import { redirectsShape } from './redirects.ts';
import { checkCrossFieldRules } from './rules.ts';
import { seoShape } from './seo.ts';
import { topbarShape } from './topbar.ts';
import { versionsShape } from './versions.ts';

// The whole mint.json. The top level is not strict, as in Mintlify: unknown keys are dropped
// here and reported as warnings by ../warnings.ts, with a "did you mean".

const mintConfigShape = {
  ...brandingShape,
  ...colorsShape,
  ...navigationShape,
  ...versionsShape,
  ...anchorsShape,
  ...topbarShape,
  ...apiShape,
  ...openapiShape,
  ...footerShape,
  ...feedbackShape,
  ...seoShape,
  ...redirectsShape,
  ...analyticsShape,
  ...fontShape,
  ...contextualShape,
};

/** Every top-level key mint.json may have. */
export const MINT_CONFIG_KEYS: readonly string[] = Object.keys(mintConfigShape);

const MintConfigObjectSchema = withHint(z.object(mintConfigShape), {
  expected: 'an object',
  fix: 'write mint.json as an object like { "name": "My Docs", "navigation": [...] }',
});

type MintConfigObject = z.output<typeof MintConfigObjectSchema>;

/** Fills what can only be decided looking at several fields. */
function finalizeMintConfig(config: MintConfigObject) {
  const footer: FooterConfig = {
    socials: { ...config.footerSocials, ...config.footer?.socials },
    links: config.footer?.links ?? [],
  };
  return {
    ...config,
    colors: config.colors ?? { primary: DEFAULT_PRIMARY_COLOR },
    footerSocials: config.footerSocials ?? {},
    /** Footer socials (merged from `footerSocials` and `footer.socials`) and link columns. */
    footer,
  };
}

export const MintConfigSchema = MintConfigObjectSchema.superRefine(
  (config, ctx) => checkCrossFieldRules(config as Record<string, unknown>, ctx),
  // Run even when fields failed, so cross-field problems are reported with the rest.
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
)
  .transform(finalizeMintConfig)
  .describe('Configuration of a Mintlify-style documentation site (mint.json), as read by Mintaka.');

/** mint.json as written by users: optional fields may be missing, shorthand forms allowed. */
export type MintConfigInput = z.input<typeof MintConfigSchema>;
/** mint.json after validation: defaults filled in and shorthand forms normalised. */
export type MintConfig = z.output<typeof MintConfigSchema>;

export { DEFAULT_PRIMARY_COLOR } from './colors.ts';
export { ICON_TYPES, HEX_COLOR } from './shared.ts';
export { SOCIAL_KEYS } from './footer.ts';
export { LOCALES } from './versions.ts';
export type { IconType, Gradient } from './shared.ts';
export type { LogoConfig, ModeToggleConfig } from './branding.ts';
export type { ColorsConfig } from './colors.ts';
export type { NavigationGroup, NavigationEntry } from './navigation.ts';
export type { VersionConfig } from './versions.ts';
export type { AnchorConfig, TabConfig, TopAnchorConfig, PrimaryTabConfig } from './anchors.ts';
export type { CtaButtonConfig } from './topbar.ts';
export type { ApiConfig } from './api.ts';
export type { FooterConfig, SocialKey, SocialsConfig } from './footer.ts';
export type { FeedbackConfig } from './feedback.ts';
export type { RedirectConfig } from './redirects.ts';
export type { ContextualConfig, ContextualOption, ContextualCustomOption } from './contextual.ts';
export type { ContextualBuiltin } from '../site/contextual-builtins.ts';
