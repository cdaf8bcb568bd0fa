import { z } from 'zod';
import { withHint } from './hints.ts';
import { safeLinkUrl, UrlSchema } from './shared.ts';

// The version (or language) dropdown (mintlify.md 1.2). Whether navigation versions exist in
// this list and that only one is the default are checked in the root refinement (rules.ts).

export const LOCALES = [
  'en', 'cn', 'zh', 'zh-Hans', 'zh-Hant', 'zh-CN', 'zh-TW', 'es', 'fr', 'fr-CA', 'fr-ca', 'ja', 'jp',
  'ja-jp', 'ja-JP', 'pt', 'pt-BR', 'de', 'ko', 'it', 'ru', 'ro', 'cs', 'id', 'ar', 'tr', 'hi', 'sv', 'no',
  'da', 'lv', 'nl', 'uk', 'vi', 'pl', 'uz', 'he', 'ca', 'fi', 'hu',
] as const;

const VersionObjectSchema = z.strictObject({
  /** Version label shown in the dropdown. */
  name: z.string().trim().min(1).describe('Version label shown in the dropdown.'),
  /** Makes this entry a link to another site instead of a version of this one. */
  url: safeLinkUrl(UrlSchema).optional().describe('Makes this entry a link to another site instead of a version of this one.'),
  /** Marks the default version; at most one. */
  default: z.literal(true).optional().describe('Marks the default version (at most one); otherwise the first is the default.'),
  /** Turns the dropdown into a language switcher and translates built-in strings. */
  locale: withHint(z.enum(LOCALES), { expected: 'a supported locale code' })
    .optional()
    .describe('Turns the dropdown into a language switcher and translates built-in strings.'),
});

export const VersionSchema = withHint(z.union([z.string().trim().min(1), VersionObjectSchema]), {
  expected: 'a version name or a { "name" } object',
  fix: 'use a name like "v1", or { "name": "v1", "default": true }',
}).transform((version) => (typeof version === 'string' ? { name: version } : version));

export interface VersionConfig {
  /** Version label. */
  name: string;
  /** External link instead of a version of this site. */
  url?: string | undefined;
  /** True for exactly one internal version when any exist: the marked one, else the first. */
  default: boolean;
  /** Locale of a language-switcher entry. */
  locale?: (typeof LOCALES)[number] | undefined;
}

function checkSingleDefaultVersion(versions: z.output<typeof VersionSchema>[], ctx: z.core.$RefinementCtx<unknown>): void {
  const first = versions.findIndex((version) => version.default === true);
  versions.forEach((version, index) => {
    if (version.default !== true || index === first) return;
    ctx.addIssue({
      code: 'custom',
      path: [index, 'default'],
      input: true,
      message: `expected only one default version, found a second one (versions[${first}] is already the default) — remove "default": true from all but one version`,
    });
  });
}

/** Makes the implicit default (first internal entry) explicit so consumers need no rule. */
function markDefaultVersion(versions: z.output<typeof VersionSchema>[]): VersionConfig[] {
  const marked = versions.findIndex((version) => version.default === true);
  const fallback = versions.findIndex((version) => version.url === undefined);
  const chosen = marked === -1 ? fallback : marked;
  return versions.map((version, index) => ({ ...version, default: index === chosen }));
}

export const versionsShape = {
  /** Version names (or objects) shown in a dropdown; the first is the default unless one sets `default`. */
  versions: z
    .array(VersionSchema)
    .min(1)
    .superRefine(checkSingleDefaultVersion)
    .transform(markDefaultVersion)
    .default([])
    .describe('Version names, or { "name", "url", "default", "locale" } objects, shown in a dropdown.'),
};
