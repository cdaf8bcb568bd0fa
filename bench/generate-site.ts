// Deterministic docs site for the build benchmark: N pages of about 10 KiB of Markdown each
// (headings, prose with links, a table, 2-3 fenced code blocks), in mint.json groups of 20.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface GeneratedPage {
  /** URL path without extension, e.g. `group-03/page-0042`. */
  path: string;
  title: string;
  source: string;
}

export interface GeneratedSite {
  name: string;
  pages: GeneratedPage[];
  groups: { name: string; pages: string[] }[];
}

export const GROUP_SIZE = 20;
const WORDS = (
  'request response client server token cache build page route schema field value header query ' +
  'deploy config option stream event queue worker retry limit error status version release ' +
  'project team member account billing webhook payload signature secret region bucket object ' +
  'index search filter sort cursor batch import export theme layout component render'
).split(' ');
const VERBS = 'returns creates updates reads writes sends lists removes validates accepts stores resolves'.split(' ');
const LANGS = ['ts', 'bash', 'json', 'python', 'go', 'yaml'] as const;

/** Small seeded generator (mulberry32): the same N always gives the same site. */
function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number, width: number) => String(n).padStart(width, '0');
export const pagePath = (index: number) => `group-${pad(Math.floor(index / GROUP_SIZE) + 1, 3)}/page-${pad(index + 1, 5)}`;

function capitalize(word: string): string {
  return word[0]!.toUpperCase() + word.slice(1);
}

function writeSentence(rand: () => number, pick: <T>(list: readonly T[]) => T, linkTo: () => string): string {
  const words: string[] = [];
  const length = 10 + Math.floor(rand() * 12);
  for (let i = 0; i < length; i++) {
    if (i === 2) words.push(pick(VERBS));
    else if (rand() < 0.06) words.push(`[${pick(WORDS)} ${pick(WORDS)}](/${linkTo()})`);
    else if (rand() < 0.05) words.push(`\`${pick(WORDS)}_${pick(WORDS)}\``);
    else if (rand() < 0.03) words.push(`**${pick(WORDS)}**`);
    else words.push(pick(WORDS));
  }
  return `${capitalize(words.join(' '))}.`;
}

function writeCode(lang: (typeof LANGS)[number], id: number, rand: () => number, pick: <T>(list: readonly T[]) => T): string {
  const name = `${pick(WORDS)}${capitalize(pick(WORDS))}${id}`;
  const lines: string[] = [];
  const count = 8 + Math.floor(rand() * 10);
  for (let i = 0; i < count; i++) {
    const key = `${pick(WORDS)}_${i}`;
    const value = Math.floor(rand() * 10000);
    if (lang === 'ts') lines.push(i === 0 ? `export async function ${name}(client: Client): Promise<number> {` : `  const ${key} = await client.${pick(WORDS)}({ id: ${value}, name: '${pick(WORDS)}' });`);
    else if (lang === 'bash') lines.push(`curl -X POST https://api.example.com/v1/${pick(WORDS)}/${value} -H "Authorization: Bearer $TOKEN" -d '{"${key}": ${value}}'`);
    else if (lang === 'json') lines.push(`${i === 0 ? '{' : ''}  "${key}": ${rand() < 0.5 ? value : `"${pick(WORDS)}-${id}"`},`);
    else if (lang === 'python') lines.push(i === 0 ? `def ${name.toLowerCase()}(client):` : `    ${key} = client.${pick(WORDS)}(id=${value}, name="${pick(WORDS)}")  # ${pick(WORDS)}`);
    else if (lang === 'go') lines.push(i === 0 ? `func ${capitalize(name)}(c *Client) error {` : `\t${key.replace('_', '')}, err := c.${capitalize(pick(WORDS))}(ctx, ${value})`);
    else lines.push(`${key}:\n  ${pick(WORDS)}: ${value}\n  enabled: ${rand() < 0.5}`);
  }
  if (lang === 'ts' || lang === 'go') lines.push(lang === 'ts' ? '  return 0;\n}' : '\treturn nil\n}');
  if (lang === 'json') lines.push(`  "id": ${id}\n}`);
  return `\`\`\`${lang}\n${lines.join('\n')}\n\`\`\``;
}

function writePage(index: number, total: number): GeneratedPage {
  const rand = createRandom(index * 7919 + 17);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const linkTo = () => pagePath(Math.floor(rand() * total));
  const path = pagePath(index);
  const title = `${capitalize(pick(WORDS))} ${pick(WORDS)} ${index + 1}`;
  const parts: string[] = [`---\ntitle: ${title}\ndescription: How the ${pick(WORDS)} ${pick(WORDS)} works, with examples.\n---\n`];
  const paragraph = () => Array.from({ length: 4 + Math.floor(rand() * 2) }, () => writeSentence(rand, pick, linkTo)).join(' ');
  const codeBlocks = 2 + (index % 2);
  for (let section = 0; section < 4; section++) {
    parts.push(`## ${capitalize(pick(WORDS))} ${pick(WORDS)} ${section + 1}`, paragraph(), paragraph());
    if (section === 1) {
      const rows = Array.from({ length: 6 }, (_, r) => `| \`${pick(WORDS)}_${r}\` | ${pick(['string', 'integer', 'boolean', 'object'])} | ${writeSentence(rand, pick, linkTo)} |`);
      parts.push(['| Field | Type | Description |', '| --- | --- | --- |', ...rows].join('\n'));
    }
    if (section < codeBlocks) parts.push(writeCode(LANGS[(index + section) % LANGS.length]!, index * 10 + section, rand, pick));
    if (section % 2 === 1) parts.push(`### ${capitalize(pick(WORDS))} ${pick(WORDS)}`, paragraph(), `- ${writeSentence(rand, pick, linkTo)}\n- ${writeSentence(rand, pick, linkTo)}\n- ${writeSentence(rand, pick, linkTo)}`);
  }
  return { path, title, source: `${parts.join('\n\n')}\n` };
}

export function generateSite(count: number): GeneratedSite {
  const pages = Array.from({ length: count }, (_, i) => writePage(i, count));
  const groups: GeneratedSite['groups'] = [];
  for (let i = 0; i < count; i += GROUP_SIZE) {
    groups.push({ name: `Group ${groups.length + 1}`, pages: pages.slice(i, i + GROUP_SIZE).map((p) => p.path) });
  }
  return { name: 'Bench Docs', pages, groups };
}

/** Writes the site as a Mintlify docs folder (mint.json + .md pages). */
export function writeMintlifySite(dir: string, site: GeneratedSite): void {
  rmSync(dir, { recursive: true, force: true });
  for (const page of site.pages) {
    const file = join(dir, `${page.path}.md`);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, page.source);
  }
  const config = {
    name: site.name,
    colors: { primary: '#0D9373' },
    navigation: site.groups.map((g) => ({ group: g.name, pages: g.pages })),
  };
  writeFileSync(join(dir, 'mint.json'), `${JSON.stringify(config, null, 2)}\n`);
}
