import { z } from 'zod';
import { DocsConfigSchema } from './docs/schema/index.ts';
import { MintConfigSchema } from './schema/index.ts';

// mint.schema.json and docs.schema.json: the input side of each schema (defaults make fields
// optional), with the field descriptions, for editors. Written by scripts/generate-schema.ts.

/** The JSON Schema of mint.json as written by users. */
export function buildMintJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(MintConfigSchema, { io: 'input', target: 'draft-2020-12' });
  return { ...schema, title: 'mint.json' };
}

/** The committed file's exact text: two-space indent and a final newline. */
export function renderMintJsonSchema(): string {
  return `${JSON.stringify(buildMintJsonSchema(), null, 2)}\n`;
}

/** The JSON Schema of docs.json as written by users. */
export function buildDocsJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(DocsConfigSchema, { io: 'input', target: 'draft-2020-12' });
  return { ...schema, title: 'docs.json' };
}

/** The committed docs.schema.json's exact text. */
export function renderDocsJsonSchema(): string {
  return `${JSON.stringify(buildDocsJsonSchema(), null, 2)}\n`;
}
