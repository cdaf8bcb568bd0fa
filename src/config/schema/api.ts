import { z } from 'zod';
import { withHint } from './hints.ts';
import { UrlSchema } from './shared.ts';

// API page settings (mintlify.md 1.3). `api` and `api.auth` are strict in Mintlify.

/** Languages Mintlify generates samples for; any other string is allowed (x-codeSamples langs). */
export const KNOWN_SAMPLE_LANGUAGES = ['bash', 'python', 'javascript', 'php', 'go', 'java', 'ruby'] as const;

const BaseUrlSchema = withHint(z.union([UrlSchema, z.array(UrlSchema).min(1)]), {
  expected: 'a URL or a list of URLs',
  fix: 'use a URL like "https://api.example.com", or a list of them',
})
  // One shape downstream: a single server is a list of one.
  .transform((baseUrl) => (typeof baseUrl === 'string' ? [baseUrl] : baseUrl));

export const ApiSchema = z.strictObject({
  /** Base URL(s) of endpoints defined in MDX; several become a server dropdown. */
  baseUrl: BaseUrlSchema.default([]).describe('Base URL, or list of base URLs the reader can switch between, for endpoints defined in MDX.'),
  /** Authentication of the API playground. */
  auth: z
    .strictObject({
      /** Authentication strategy for all endpoints (a page can override it with `authMethod`). */
      method: z.enum(['bearer', 'basic', 'key', 'cobo']).optional().describe('Authentication strategy for all endpoints.'),
      /** Header or parameter name for `key`; `user:pass` labels for `basic`. */
      name: z.string().optional().describe('Header or parameter name for "key"; "[usernameName]:[passwordName]" for "basic".'),
      /** Prefix pre-filled into the auth input (deprecated in Mintlify). */
      inputPrefix: z.string().optional().describe('Prefix pre-filled into the authentication input.'),
    })
    .optional()
    .describe('Authentication of the API playground.'),
  /** API playground settings. */
  playground: z
    .object({
      /** `show`: interactive; `simple`: copyable endpoint only; `hide`: nothing. */
      mode: z.enum(['show', 'simple', 'hide']).default('show').describe('"show": interactive; "simple": copyable endpoint only; "hide": no playground. Default: "show".'),
      /** Send requests straight from the browser instead of through a proxy. */
      disableProxy: z.boolean().default(false).describe('Send requests straight from the browser instead of through a proxy. Default: false.'),
    })
    .prefault({})
    .describe('API playground settings.'),
  /** Generated request samples. */
  request: z
    .object({
      /** Generated request sample settings. */
      example: z
        .object({
          /** Include optional parameters in generated samples. */
          showOptionalParams: z.boolean().optional().describe('Include optional parameters in generated samples.'),
          /** Which sample languages to show, in order. */
          languages: z.array(z.string().min(1)).optional().describe('Which sample languages to show, in order (bash, python, javascript, php, go, java, ruby, or any x-codeSamples lang).'),
        })
        .optional()
        .describe('Generated request sample settings.'),
    })
    .optional()
    .describe('Generated request samples.'),
  /** Keep the key order of the OpenAPI file on generated pages. */
  maintainOrder: z.boolean().default(false).describe('Keep the key order of the OpenAPI file on generated pages. Default: false.'),
  /** How parameters are rendered. */
  paramFields: z
    .object({
      /** Which nested parameter expanders start open. */
      expanded: z.enum(['all', 'topLevel', 'topLevelOneOfs', 'none']).optional().describe('Which nested parameter expanders start open (Mintlify default: "none").'),
      /** Schema keys shown as pills after each parameter name. */
      post: z.array(z.string()).optional().describe('Schema keys shown as pills after each parameter name.'),
    })
    .optional()
    .describe('How parameters are rendered.'),
});

export const apiShape = {
  /** API page settings. */
  api: ApiSchema.prefault({}).describe('API page settings.'),
};

export type ApiConfig = z.output<typeof ApiSchema>;
