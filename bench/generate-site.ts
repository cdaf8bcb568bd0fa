// Deterministic docs site for the build benchmark: N pages of about 10 KiB of Markdown each
// (headings, prose with links, a table, 2-3 fenced code blocks), in mint.json groups of 20.
// With components (the default of `npm run bench`, as real Mintlify pages are MDX), each page
// is .mdx and also has two callouts and four of: a card grid, steps, tabs with code, a code
// group, accordions. The Starlight copy of the page gets Starlight's own components (Aside,
// CardGrid, Steps, Tabs) at the same places, imported as Starlight pages import them.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export interface GeneratedPage {
  /** URL path without extension, e.g. `group-03/page-0042`. */
  path: string;
  title: string;
  /** The page as a Mintlify docs folder has it. */
  source: string;
  /** The same page for Starlight (its own components and imports where `source` has Mintlify's). */
  starlightSource: string;
}

export interface GeneratedSite {
  name: string;
  pages: GeneratedPage[];
  groups: { name: string; pages: string[] }[];
  /** `.mdx` pages with components, or plain Markdown `.md` pages. */
  extension: '.md' | '.mdx';
}

/** A part of a page written differently for each tool (a component), or the same Markdown for both. */
type Part = string | { mintlify: string; starlight: string };

const STARLIGHT_IMPORTS = "import { Aside, Card, CardGrid, Steps, TabItem, Tabs } from '@astrojs/starlight/components';";
const CALLOUTS = [
  ['Note', 'note'],
  ['Tip', 'tip'],
  ['Warning', 'caution'],
  ['Info', 'note'],
] as const;
const ICONS = [
  ['rocket', 'rocket'],
  ['book', 'open-book'],
  ['gear', 'setting'],
  ['star', 'star'],
] as const;

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

type Writer = { rand: () => number; pick: <T>(list: readonly T[]) => T; sentence: () => string; code: (lang: (typeof LANGS)[number], id: number) => string };

/** Two tools, one component: Mintlify's MDX and Starlight's for the same content. */
function writeComponent(kind: number, index: number, w: Writer): Part {
  const { pick, sentence } = w;
  const titled = () => `${capitalize(pick(WORDS))} ${pick(WORDS)}`;
  switch (kind) {
    case 0: {
      const cards = ICONS.map(([fa, starlight]) => ({ title: titled(), text: sentence(), fa, starlight }));
      return {
        mintlify: `<CardGroup cols={2}>\n${cards.map((c) => `  <Card title="${c.title}" icon="${c.fa}" href="/${pagePath(Math.floor(w.rand() * 1000) % (index + 1))}">\n    ${c.text}\n  </Card>`).join('\n')}\n</CardGroup>`,
        starlight: `<CardGrid>\n${cards.map((c) => `  <Card title="${c.title}" icon="${c.starlight}">\n    ${c.text}\n  </Card>`).join('\n')}\n</CardGrid>`,
      };
    }
    case 1: {
      const steps = [titled(), titled(), titled()].map((title) => ({ title, text: sentence() }));
      return {
        mintlify: `<Steps>\n${steps.map((s) => `  <Step title="${s.title}">\n    ${s.text}\n  </Step>`).join('\n')}\n</Steps>`,
        starlight: `<Steps>\n\n${steps.map((s, i) => `${i + 1}. **${s.title}**\n\n   ${s.text}`).join('\n\n')}\n\n</Steps>`,
      };
    }
    case 2:
    case 3: {
      // Tabs with code, and a code group: both are tabs of code blocks in Starlight.
      // Install tabs hold a command or two, as real pages' do; a code group, the same example
      // in three languages.
      const labels = kind === 2 ? ['npm', 'pnpm', 'yarn'] : ['TypeScript', 'Python', 'Go'];
      const pkg = `@acme/${pick(WORDS)}-${pick(WORDS)}`;
      const install = [`npm install ${pkg}`, `pnpm add ${pkg}`, `yarn add ${pkg}`].map((command, i) => `\`\`\`bash\n${command}\n${['npx', 'pnpm exec', 'yarn'][i]} acme init --${pick(WORDS)}\n\`\`\``);
      const langs = ['ts', 'python', 'go'] as const;
      const blocks = labels.map((label, i) => ({ label, code: kind === 2 ? install[i]! : w.code(langs[i]!, index * 100 + kind * 10 + i) }));
      const titledBlock = (b: { label: string; code: string }) => b.code.replace(/^(```\w+)/, `$1 ${b.label}`);
      return {
        mintlify:
          kind === 2
            ? `<Tabs>\n${blocks.map((b) => `  <Tab title="${b.label}">\n${b.code}\n  </Tab>`).join('\n')}\n</Tabs>`
            : `<CodeGroup>\n${blocks.map(titledBlock).join('\n\n')}\n</CodeGroup>`,
        starlight: `<Tabs>\n${blocks.map((b) => `  <TabItem label="${b.label}">\n${b.code}\n  </TabItem>`).join('\n')}\n</Tabs>`,
      };
    }
    default: {
      const items = [titled(), titled()].map((title) => ({ title, text: sentence() }));
      return {
        mintlify: `<AccordionGroup>\n${items.map((a) => `  <Accordion title="${a.title}">\n    ${a.text}\n  </Accordion>`).join('\n')}\n</AccordionGroup>`,
        starlight: items.map((a) => `<details>\n<summary>${a.title}</summary>\n\n${a.text}\n\n</details>`).join('\n\n'),
      };
    }
  }
}

function writeCallout(kind: number, w: Writer): Part {
  const [mintlify, starlight] = CALLOUTS[kind % CALLOUTS.length]!;
  const text = `${w.sentence()} ${w.sentence()}`;
  return { mintlify: `<${mintlify}>\n  ${text}\n</${mintlify}>`, starlight: `<Aside type="${starlight}">\n  ${text}\n</Aside>` };
}

function writePage(index: number, total: number, components: boolean): GeneratedPage {
  const rand = createRandom(index * 7919 + 17);
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;
  const linkTo = () => pagePath(Math.floor(rand() * total));
  const w: Writer = { rand, pick, sentence: () => writeSentence(rand, pick, linkTo), code: (lang, id) => writeCode(lang, id, rand, pick) };
  const path = pagePath(index);
  const title = `${capitalize(pick(WORDS))} ${pick(WORDS)} ${index + 1}`;
  const parts: Part[] = [];
  const paragraph = () => Array.from({ length: 4 + Math.floor(rand() * 2) }, () => writeSentence(rand, pick, linkTo)).join(' ');
  const codeBlocks = 2 + (index % 2);
  // Four of the five kinds of component, a different one left out on each page.
  const kinds = [0, 1, 2, 3, 4].filter((kind) => kind !== index % 5);
  for (let section = 0; section < 4; section++) {
    parts.push(`## ${capitalize(pick(WORDS))} ${pick(WORDS)} ${section + 1}`, paragraph());
    if (components && section < 2) parts.push(writeCallout(index + section, w));
    parts.push(paragraph());
    if (section === 1) {
      const rows = Array.from({ length: 6 }, (_, r) => `| \`${pick(WORDS)}_${r}\` | ${pick(['string', 'integer', 'boolean', 'object'])} | ${writeSentence(rand, pick, linkTo)} |`);
      parts.push(['| Field | Type | Description |', '| --- | --- | --- |', ...rows].join('\n'));
    }
    if (section < codeBlocks) parts.push(writeCode(LANGS[(index + section) % LANGS.length]!, index * 10 + section, rand, pick));
    if (components) parts.push(writeComponent(kinds[section]!, index, w));
    if (section % 2 === 1) parts.push(`### ${capitalize(pick(WORDS))} ${pick(WORDS)}`, paragraph(), `- ${writeSentence(rand, pick, linkTo)}\n- ${writeSentence(rand, pick, linkTo)}\n- ${writeSentence(rand, pick, linkTo)}`);
  }
  const frontmatter = `---\ntitle: ${title}\ndescription: How the ${pick(WORDS)} ${pick(WORDS)} works, with examples.\n---\n`;
  const body = (tool: 'mintlify' | 'starlight') => parts.map((part) => (typeof part === 'string' ? part : part[tool])).join('\n\n');
  return {
    path,
    title,
    source: `${frontmatter}\n${body('mintlify')}\n`,
    starlightSource: `${frontmatter}\n${components ? `${STARLIGHT_IMPORTS}\n\n` : ''}${body('starlight')}\n`,
  };
}

/** `components`: .mdx pages with Mintlify components (the default), else plain Markdown .md pages. */
export function generateSite(count: number, options: { components?: boolean } = {}): GeneratedSite {
  const components = options.components ?? true;
  const pages = Array.from({ length: count }, (_, i) => writePage(i, count, components));
  const groups: GeneratedSite['groups'] = [];
  for (let i = 0; i < count; i += GROUP_SIZE) {
    groups.push({ name: `Group ${groups.length + 1}`, pages: pages.slice(i, i + GROUP_SIZE).map((p) => p.path) });
  }
  return { name: 'Bench Docs', pages, groups, extension: components ? '.mdx' : '.md' };
}

/** Writes the site as a Mintlify docs folder (mint.json + .mdx or .md pages). */
export function writeMintlifySite(dir: string, site: GeneratedSite): void {
  rmSync(dir, { recursive: true, force: true });
  for (const page of site.pages) {
    const file = join(dir, `${page.path}${site.extension}`);
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
