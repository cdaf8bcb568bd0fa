import { bundledLanguages, bundledLanguagesInfo } from 'shiki';

// Shiki's Markdown grammar (and MDX's, Vue's, AsciiDoc's, LaTeX's...) uses the languages it
// embeds only once they are loaded in the highlighter (`embeddedLangsLazy`: HTML in paragraphs,
// a fence's Go, front matter's YAML), and compiles itself again when one is. In one highlighter
// for all, a Markdown block came out in one colouring or another by the blocks its thread had
// highlighted before, and two builds of a page differed. Such a block is highlighted where only
// its grammar, the languages it always embeds, those it embeds unnamed and those it names are
// loaded (highlighter.ts keeps a highlighter per set): it looks the same on every build.

interface LazyEmbeds {
  /** Each language's names (id and aliases, lower case) to its id. */
  ids: Map<string, string>;
  /** A name where a block names a language: after a fence (```go, ~~~ go), `lang=`, `language=`, AsciiDoc's `[source,` or a `{`. */
  named: RegExp;
}

/**
 * Languages such grammars embed where the block does not name them: HTML within Markdown's
 * paragraphs (`html-derivative`), front matter (YAML, TOML), MDX's JSX and ESM (`tsx`).
 */
const EMBEDDED_UNNAMED = ['html-derivative', 'yaml', 'toml', 'tsx'];

type LanguageModule = { default: { name: string; aliases?: string[]; embeddedLangsLazy?: string[] }[] };

const lazyEmbeds = new Map<string, Promise<LazyEmbeds | undefined>>();

function lazyEmbedsOf(grammar: string): Promise<LazyEmbeds | undefined> {
  let answer = lazyEmbeds.get(grammar);
  if (!answer) {
    const load = (bundledLanguages as Record<string, (() => Promise<LanguageModule>) | undefined>)[grammar];
    answer = load ? load().then(({ default: languages }) => describeLazyEmbeds(languages, grammar)) : Promise.resolve(undefined);
    lazyEmbeds.set(grammar, answer);
  }
  return answer;
}

function describeLazyEmbeds(languages: LanguageModule['default'], grammar: string): LazyEmbeds | undefined {
  const language = languages.find((candidate) => candidate.name === grammar || candidate.aliases?.includes(grammar)) ?? languages.at(-1);
  const lazy = (language?.embeddedLangsLazy ?? []).filter((id) => Object.hasOwn(bundledLanguages, id));
  if (lazy.length === 0) return undefined;
  const ids = new Map<string, string>();
  for (const id of lazy) for (const name of [id, ...(bundledLanguagesInfo.find((info) => info.id === id)?.aliases ?? [])]) ids.set(name.toLowerCase(), id);
  // Longest first, so that `javascript` is not read as `java`.
  const names = [...ids.keys()].sort((a, b) => b.length - a.length).map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const before = String.raw`(?:\`{3,}|~{3,}|\blang(?:uage)?\s*=\s*["']?|\[source,|\{)\s*`;
  return { ids, named: new RegExp(`${before}(${names.join('|')})(?![\\w#+-])`, 'gi') };
}

/**
 * The embedded languages to load for a block of `code` in `grammar` (sorted), or undefined when
 * the grammar embeds no language on request (any highlighter will do).
 */
export async function embeddedLanguagesToLoad(grammar: string, code: string): Promise<string[] | undefined> {
  const lazy = await lazyEmbedsOf(grammar);
  if (!lazy) return undefined;
  const used = new Set(EMBEDDED_UNNAMED.filter((id) => lazy.ids.has(id)));
  for (const match of code.matchAll(lazy.named)) used.add(lazy.ids.get(match[1]!.toLowerCase())!);
  return [...used].sort();
}
