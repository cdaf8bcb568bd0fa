// Summarises a V8 .cpuprofile (from `node --cpu-prof`): self time per package or source file
// and per function, to see where a build spends its time. Run:
// node bench/profile-summary.ts <file.cpuprofile> [--top N]
import { readFileSync } from 'node:fs';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Groups a script URL by npm package, or by source file inside the repository. */
function ownerOf(url: string): string {
  if (!url) return '(native/gc/idle)';
  const modules = url.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const rest = url.slice(modules + 'node_modules/'.length).split('/');
    return rest[0]!.startsWith('@') ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  if (url.startsWith('node:')) return url;
  const src = url.indexOf('/src/');
  return src >= 0 ? url.slice(src + 1).split('?')[0]! : url.split('/').slice(-2).join('/');
}

const file = process.argv[2];
if (!file) {
  console.error('usage: node bench/profile-summary.ts <file.cpuprofile> [--top N]');
  process.exit(2);
}
const top = Number(process.argv[process.argv.indexOf('--top') + 1]) || 25;
const profile = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const selfMs = new Map<number, number>();
profile.samples.forEach((id, i) => selfMs.set(id, (selfMs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
const total = [...selfMs.values()].reduce((a, b) => a + b, 0);

const byOwner = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const { callFrame } = byId.get(id)!;
  const owner = ownerOf(callFrame.url);
  byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
  const name = `${callFrame.functionName || '(anonymous)'} ${owner}:${callFrame.lineNumber + 1}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + ms);
}
const print = (title: string, map: Map<string, number>) => {
  console.log(`\n${title}`);
  for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(ms / 1000).toFixed(2).padStart(8)} s ${((ms / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
};
console.log(`total sampled: ${(total / 1000).toFixed(2)} s`);
print('self time by package / source file', byOwner);
print('self time by function', byFunction);

// Inclusive time: each sample counts once for every package or file on its stack.
const parent = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const inclusive = new Map<string, number>();
for (const [id, ms] of selfMs) {
  const seen = new Set<string>();
  for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
    const { callFrame } = byId.get(at)!;
    if (!callFrame.url) continue;
    const owner = ownerOf(callFrame.url);
    const fn = `${callFrame.functionName || '(anonymous)'} ${owner}`;
    for (const key of [owner, `  fn ${fn}`]) if (!seen.has(key)) seen.add(key);
  }
  for (const key of seen) inclusive.set(key, (inclusive.get(key) ?? 0) + ms);
}
print('inclusive time by package / source file / function', inclusive);
