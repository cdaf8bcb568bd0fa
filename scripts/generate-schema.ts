// Writes mint.schema.json and docs.schema.json at the repository root from the zod schemas.
// Run: node scripts/generate-schema.ts (Node 22 strips the types).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderDocsJsonSchema, renderMintJsonSchema } from '../src/config/json-schema.ts';

for (const [name, render] of [['mint.schema.json', renderMintJsonSchema], ['docs.schema.json', renderDocsJsonSchema]] as const) {
  const target = fileURLToPath(new URL(`../${name}`, import.meta.url));
  writeFileSync(target, render());
  console.log(`wrote ${target}`);
}
