import { z } from 'zod';
import { MintConfigSchema } from './schema/index.ts';

// mint.schema.json: the input side of the schema (defaults make fields optional), with the
// field descriptions, for editors. Written by scripts/generate-schema.ts.

/** The JSON Schema of mint.json as written by users. */
export function buildMintJsonSchema(): Record<string, unknown> {
  const schema = z.toJSONSchema(MintConfigSchema, { io: 'input', target: 'draft-2020-12' });
  return { ...schema, title: 'mint.json' };
}

/** The committed file's exact text: two-space indent and a final newline. */
export function renderMintJsonSchema(): string {
  return `${JSON.stringify(buildMintJsonSchema(), null, 2)}\n`;
}
