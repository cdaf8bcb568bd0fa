// Public face of the config layer: plain Node, no Astro or Vite, so the CLI can import it.
export { loadMintConfig, parseMintConfig, parseMintConfigText, type LoadResult } from './load.ts';
export { configErrorMap, describeIssue, formatConfigIssues } from './errors.ts';
export { collectConfigWarnings } from './warnings.ts';
export { UNUSED_MINTLIFY_KEYS, findUnusedKeys, type UnusedKey } from './unused-keys.ts';
export { isExternalUrl, normalizePagePath, normalizeRepoPath, normalizeSectionUrl } from './page-path.ts';
export { buildMintJsonSchema } from './json-schema.ts';
export * from './schema/index.ts';
