import { z } from 'zod';
import { describeValue } from '../../describe-value.ts';
import { isExternalUrl, normalizeRepoPath } from '../../page-path.ts';
import { withHint } from '../../schema/hints.ts';
import { UrlSchema } from './shared.ts';

// API pages and the playground (docs-json.md "api"), and the OpenAPI sources that the api
// section and navigation nodes name.

/** An OpenAPI file of the folder (`/openapi.json`, `specs/a.yaml`) or an http(s) URL. */
export const OpenApiPathSchema = withHint(z.string().trim().min(1), {
  expected: 'an OpenAPI file path or an http(s) URL',
  example: '"openapi.json"',
}).transform((source, ctx) => {
  if (isExternalUrl(source)) {
    if (/^https?:\/\//i.test(source)) return source;
    ctx.issues.push({ code: 'custom', input: source, message: `expected an http(s) URL or a file path, found ${describeValue(source)} — use https:// or a path relative to docs.json` });
    return z.NEVER;
  }
  const path = normalizeRepoPath(source);
  if (path === undefined) {
    ctx.issues.push({ code: 'custom', input: source, message: `expected a file inside the docs folder, found ${describeValue(source)} — use a path relative to docs.json, like "openapi.json"` });
    return z.NEVER;
  }
  return path;
});

/** `"openapi.json"`, a list of them, or `{ source, directory }` (pages generated under `directory`). */
export const OpenApiSourceSchema = withHint(
  z.union([
    OpenApiPathSchema,
    z.array(OpenApiPathSchema),
    z.object({
      /** The document. */
      source: OpenApiPathSchema.describe('The document: a path or an http(s) URL.'),
      /** Folder the generated pages go under. */
      directory: z.string().trim().min(1).optional().describe('Folder the generated pages go under.'),
    }),
  ]),
  { expected: 'a file path, a URL, a list of them, or { "source", "directory" }', fix: 'use "openapi.json", or { "source": "openapi.json", "directory": "api-reference" }' },
);

export const ApiSchema = z.object({
  /** OpenAPI documents of the site. */
  openapi: OpenApiSourceSchema.optional().describe('OpenAPI documents: a path or URL, a list of them, or { "source", "directory" }.'),
  /** AsyncAPI documents of the site. */
  asyncapi: OpenApiSourceSchema.optional().describe('AsyncAPI documents: a path or URL, a list of them, or { "source", "directory" }.'),
  /** How parameters are shown. */
  params: z
    .object({
      /** Whether nested parameters start open. */
      expanded: z.enum(['all', 'closed']).default('closed').describe('Whether nested parameters start open: "all" or "closed". Default: "closed".'),
    })
    .optional()
    .describe('How parameters are shown: "expanded".'),
  /** The API playground. */
  playground: z
    .object({
      /** `interactive`: a form that sends requests; `simple`: the endpoint to copy; `none`: nothing; `auth`: interactive for signed-in readers. */
      display: z.enum(['interactive', 'simple', 'none', 'auth']).default('interactive').describe('"interactive", "simple", "none" or "auth". Default: "interactive".'),
      /** Sends requests through the site's proxy (avoids CORS). */
      proxy: z.boolean().default(true).describe("Sends requests through the site's proxy, which avoids CORS. Default: true."),
    })
    .optional()
    .describe('The API playground: "display" and "proxy".'),
  /** Generated request samples. */
  examples: z
    .object({
      /** Sample languages, in order. */
      languages: z.array(z.string().trim().min(1)).optional().describe('Sample languages, in order (bash, python, javascript, php, go, java, ruby...).'),
      /** `all` includes optional parameters in samples, `required` only required ones. */
      defaults: z.enum(['required', 'all']).default('all').describe('"all" includes optional parameters, "required" only required ones. Default: "all".'),
      /** Fills the playground with the examples. */
      prefill: z.boolean().optional().describe('Fills the playground with the examples.'),
      /** Generates samples when the document has none. */
      autogenerate: z.boolean().default(true).describe('Generates samples when the document has none. Default: true.'),
    })
    .optional()
    .describe('Generated request samples: "languages", "defaults", "prefill", "autogenerate".'),
  /** Endpoints defined in MDX pages. */
  mdx: z
    .object({
      /** Authentication of MDX endpoints. */
      auth: z
        .object({
          /** Authentication method. */
          method: z.enum(['bearer', 'basic', 'key', 'cobo']).optional().describe('Authentication method: bearer, basic, key or cobo.'),
          /** Header or parameter name for `key`. */
          name: z.string().optional().describe('Header or parameter name for "key".'),
        })
        .optional()
        .describe('Authentication of MDX endpoints: "method" and "name".'),
      /** Base URL(s) of MDX endpoints. */
      server: withHint(z.union([UrlSchema, z.array(UrlSchema)]), { expected: 'a URL or a list of URLs', fix: 'use "https://api.example.com"' })
        .optional()
        .describe('Base URL, or URLs the reader can choose between, of MDX endpoints.'),
    })
    .optional()
    .describe('Endpoints defined in MDX pages: "auth" and "server".'),
});

export const apiShape = {
  /** API pages and the playground. */
  api: ApiSchema.optional().describe('API pages and the playground: "openapi", "asyncapi", "params", "playground", "examples", "mdx".'),
};

export type OpenApiSourceInput = z.output<typeof OpenApiSourceSchema>;
