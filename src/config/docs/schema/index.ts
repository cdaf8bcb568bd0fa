import { z } from 'zod';
import { withHint } from '../../schema/hints.ts';
import { apiShape } from './api.ts';
import { bannerShape } from './banner.ts';
import { brandingShape } from './branding.ts';
import { docsContextualShape } from '../../schema/contextual.ts';
import { footerShape } from './footer.ts';
import { integrationsShape } from './integrations.ts';
import { navbarShape } from './navbar.ts';
import { navigationShape } from './navigation.ts';
import { checkDocsCrossFieldRules } from './rules.ts';
import { siteShape } from './site.ts';

// The whole docs.json (docs-json.md), one file per area. Objects are not strict: Mintlify's
// schema grows every month, so an unknown key is a warning with a "did you mean" (see
// ../unknown-keys.ts), not an error that stops a site Mintlify builds.

const docsConfigShape = {
  ...brandingShape,
  ...navbarShape,
  ...navigationShape,
  ...footerShape,
  ...bannerShape,
  ...docsContextualShape,
  ...siteShape,
  ...integrationsShape,
  ...apiShape,
};

/** Every top-level key docs.json may have. */
export const DOCS_CONFIG_KEYS: readonly string[] = Object.keys(docsConfigShape);

const DocsConfigObjectSchema = withHint(z.object(docsConfigShape), {
  expected: 'an object',
  fix: 'write docs.json as an object like { "theme": "mint", "name": "My Docs", "colors": { "primary": "#0D9373" }, "navigation": {...} }',
});

export const DocsConfigSchema = DocsConfigObjectSchema.superRefine(
  (config, ctx) => checkDocsCrossFieldRules(config as Record<string, unknown>, ctx),
  // Run even when fields failed, so cross-field problems are reported with the rest.
  { when: (payload) => typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value) },
).describe("Configuration of a Mintlify documentation site (docs.json), as read by Mintaka.");

/** docs.json as written by users. */
export type DocsConfigInput = z.input<typeof DocsConfigSchema>;
/** docs.json after validation: defaults filled in, page entries and paths normalised. */
export type DocsConfig = z.output<typeof DocsConfigSchema>;
