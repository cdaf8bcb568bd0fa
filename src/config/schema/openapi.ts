import { z } from 'zod';
import { describeValue } from '../describe-value.ts';
import { isExternalUrl, normalizeRepoPath } from '../page-path.ts';
import { withHint } from './hints.ts';

// Top-level `openapi` sources (mintlify.md 1.3): remote http(s) URLs or files in the docs
// folder. Tabs and anchors have their own `openapi` field (anchors.ts).

/** One source: URLs kept as written, relative paths resolved (`/specs/./a.yaml` -> `specs/a.yaml`). */
export const OpenApiSourceSchema = withHint(z.string().trim().min(1), {
  expected: 'an OpenAPI file path or an http(s) URL',
  example: '"openapi.json"',
}).transform((source, ctx) => {
  if (isExternalUrl(source)) {
    if (/^https?:\/\//i.test(source)) return source;
    ctx.issues.push({
      code: 'custom',
      input: source,
      message: `expected an http(s) URL or a file path, found ${describeValue(source)} — use https:// or a path relative to mint.json`,
    });
    return z.NEVER;
  }
  const path = normalizeRepoPath(source);
  if (path === undefined) {
    ctx.issues.push({
      code: 'custom',
      input: source,
      message: `expected a file inside the docs folder, found ${describeValue(source)} — use a path relative to mint.json, like "openapi.json"`,
    });
    return z.NEVER;
  }
  return path;
});

export const OpenApiSourcesSchema = withHint(z.union([OpenApiSourceSchema, z.array(OpenApiSourceSchema)]), {
  expected: 'a file path, a URL, or a list of them',
  fix: 'use "openapi.json", or a list like ["openapi.json", "https://example.com/openapi.yaml"]',
})
  // One shape downstream: always a list.
  .transform((sources) => (typeof sources === 'string' ? [sources] : sources));

export const openapiShape = {
  /** OpenAPI file(s): http(s) URLs or paths relative to mint.json. */
  openapi: OpenApiSourcesSchema.default([]).describe('OpenAPI file(s): http(s) URLs or paths relative to mint.json.'),
};
