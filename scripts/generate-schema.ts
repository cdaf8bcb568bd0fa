// Writes mint.schema.json at the repository root from the zod schema of mint.json.
// Run: node scripts/generate-schema.ts (Node 22 strips the types).
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderMintJsonSchema } from '../src/config/json-schema.ts';

const target = fileURLToPath(new URL('../mint.schema.json', import.meta.url));
writeFileSync(target, renderMintJsonSchema());
console.log(`wrote ${target}`);
