// Scale check: load the GitHub REST description (~1,000 operations, @octokit/openapi) and build
// every operation view, reporting time and peak memory. Run: node bench/openapi-github.ts
// (add --keep to hold every view in memory at once, as a build that renders later would).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOperationView, listOperations, loadOpenApiDocument, operationToHar } from '../src/core/openapi/index.ts';
import { buildRequestExamples } from '../src/core/snippets/index.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const file = 'node_modules/@octokit/openapi/generated/api.github.com.json';
const keepAll = process.argv.includes('--keep');

let peakHeap = 0;
let peakRss = 0;
const sample = () => {
  const usage = process.memoryUsage();
  peakHeap = Math.max(peakHeap, usage.heapUsed);
  peakRss = Math.max(peakRss, usage.rss);
};
const timer = setInterval(sample, 20);
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const started = performance.now();
const loaded = await loadOpenApiDocument(file, { baseDir: root });
if (!loaded.ok) {
  console.error(loaded.error.message);
  process.exit(1);
}
const loadedAt = performance.now();
sample();
const operations = listOperations(loaded.document);
const kept: unknown[] = [];
let nodes = 0;
let jsonBytes = 0;
let samples = 0;
for (const operation of operations) {
  const target = operation.kind === 'webhook' ? { kind: 'webhook' as const, name: operation.path, method: operation.method } : { kind: 'operation' as const, method: operation.method, path: operation.path };
  const view = buildOperationView(loaded, target, { maintainOrder: false });
  if (!view) throw new Error(`no view for ${operation.method} ${operation.path}`);
  const json = JSON.stringify(view);
  jsonBytes += json.length;
  nodes += json.split('"typeLabel"').length - 1;
  samples += buildRequestExamples(operationToHar(view), view.codeSamples).length;
  if (keepAll) kept.push(view);
  sample();
}
const builtAt = performance.now();
clearInterval(timer);
sample();

console.log(`GitHub REST description: ${operations.length} operations`);
console.log(`load + dereference: ${((loadedAt - started) / 1000).toFixed(2)} s`);
console.log(`build all views:    ${((builtAt - loadedAt) / 1000).toFixed(2)} s (${nodes} schema nodes, ${mb(jsonBytes)} as JSON, ${samples} code samples${keepAll ? ', all views kept' : ''})`);
console.log(`peak heap ${mb(peakHeap)}, peak RSS ${mb(peakRss)}`);
