import { z } from 'zod';
import { withHint } from './hints.ts';
import { UrlSchema } from './shared.ts';

// Custom fonts (mintlify.md 1.1): one font for everything, or separate headings/body fonts.

export const FontDetailsSchema = z
  .object({
    /** Font family; Google Fonts are loaded by name. */
    family: z.string().trim().min(1).describe('Font family; Google Fonts are loaded by name.'),
    /** Weight; fractional values (550) work with variable fonts. */
    weight: z.number().optional().describe('Weight; fractional values (e.g. 550) work with variable fonts.'),
    /** URL of a self-hosted font file. */
    url: UrlSchema.optional().describe('URL of a self-hosted font file.'),
    /** Format of the font file; required with `url`. */
    format: z.enum(['woff', 'woff2']).optional().describe('Format of the font file; required with "url".'),
  })
  .superRefine((font, ctx) => {
    if (font.url !== undefined && font.format === undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['format'],
        input: undefined,
        message: 'expected "woff" or "woff2" when "url" is set, found nothing — add "format": "woff2"',
      });
    }
  });

export const FontSchema = withHint(
  z.union([
    FontDetailsSchema,
    z.strictObject({
      /** Font for headings. */
      headings: FontDetailsSchema.optional().describe('Font for headings.'),
      /** Font for body text. */
      body: FontDetailsSchema.optional().describe('Font for body text.'),
    }),
  ]),
  {
    expected: 'a { "family" } object, or { "headings", "body" }',
    fix: 'use { "family": "Inter" }, or { "headings": { "family": "Inter" }, "body": { "family": "Inter" } }',
  },
);

export const fontShape = {
  /** Custom fonts. */
  font: FontSchema.optional().describe('Custom fonts: { "family", "weight", "url", "format" }, or { "headings", "body" } of those.'),
};
