import { setHighlightCacheEnabled } from '../markdown/highlight-cache.ts';
import { getDiagnostics } from '../diagnostics.ts';
import { MARKDOWN_OPTIONS } from './markdown-options.ts';

// A worker's first pages rendered at half its later speed: V8 had not yet compiled the parser,
// the highlighter and the plugins, and shiki loaded the grammars of the first blocks. A worker
// started before Astro asks for pages (prestart.ts) renders this page meanwhile, uncached, so
// that the real pages find all of that done.

const LANGUAGES: Record<string, string> = {
  bash: 'curl -X POST "https://api.example.com/v1/items/$ID" \\\n  -H "Authorization: Bearer $TOKEN" -d \'{"name": "item"}\' # create\nnpm install --save example && echo done',
  ts: 'export async function load(id: number): Promise<Item | undefined> {\n  const item = await client.items.get({ id, expand: ["owner"] });\n  return item?.owner ? { ...item, name: `${item.name}!` } : undefined;\n}',
  js: 'const response = await fetch(`/api/items?page=${page}`, { method: "GET" });\nconsole.log(await response.json());',
  json: '{\n  "id": 42,\n  "name": "Item",\n  "tags": ["a", "b"],\n  "active": true,\n  "owner": null\n}',
  python: 'import requests\n\ndef create(name: str) -> dict:\n    """Create an item."""\n    response = requests.post(f"{BASE}/items", json={"name": name}, timeout=10)\n    return response.json()',
  yaml: 'name: example\nsteps:\n  - uses: actions/checkout@v4 # first\n  - run: npm test\n    env:\n      CI: "true"',
};

/**
 * The sample page of a round, in parts rendered one after another: the prose, then each code
 * block. A block's first highlighting loads its grammar (the first round took about 0.5 s whole),
 * and the validation's pages that arrive meanwhile wait for the part being rendered only.
 */
function samplePageParts(round: number): string[] {
  const prose = `Each [item](/guides/items) has an \`id\`, a **name** and _tags_; see the [reference](https://example.com/ref "Reference") -- it's "short"...`;
  const blocks = Object.entries(LANGUAGES).map(([lang, code]) => `## Example ${round}\n\n\`\`\`${lang} title="example.${lang}"\n${code}\n// round ${round}\n\`\`\``);
  const text = [
    `## Items ${round}`,
    prose,
    '- one\n- two\n  1. nested',
    '| Field | Type | Description |\n| --- | --- | --- |\n| `id` | integer | The **id**. |\n| `name` | string | A [name](/names). |',
    `### Details\n\n> ${prose}`,
  ].join('\n\n');
  return [text, ...blocks];
}

interface Renderer {
  render(content: string, options: { frontmatter: Record<string, unknown>; fileURL?: URL }): Promise<unknown>;
}

/**
 * Renders the sample page a few times with highlighting uncached, part by part, until `stop()`
 * says real work has come; warnings it causes are dropped.
 */
export async function warmUp(createRenderer: (shared: Record<string, unknown>) => Promise<Renderer>, docsDir: string, stop: () => boolean): Promise<void> {
  const renderer = await createRenderer(MARKDOWN_OPTIONS);
  const diagnostics = getDiagnostics();
  setHighlightCacheEnabled(false);
  try {
    for (let round = 0; round < 12; round++) {
      for (const part of samplePageParts(round)) {
        if (stop()) return;
        await renderer.render(part, { frontmatter: { title: 'Warm-up' }, fileURL: new URL(`file://${docsDir}/.mintaka-warm-up.md`) });
        // Let a task that has arrived in.
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
  } catch {
    // Warming is only for speed.
  } finally {
    setHighlightCacheEnabled(true);
    diagnostics.warnings.length = 0;
    diagnostics.errors.length = 0;
  }
}
