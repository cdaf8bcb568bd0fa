import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { HASHED_ASSETS_PREFIX } from '../core/agents/host-rules.ts';
import { registerPageScripts, type PageScript } from './page-script-link.ts';
import { bundleBrowserModule } from './postbuild/browser-module.ts';

// The browser scripts the frame's components add to the pages that show them (PageScript.astro):
// API pages' tabs and playground, <Prompt>'s copy button. Bundled by Mintaka (esbuild) rather
// than by Vite from the components' <script> tags, so that a page can be rendered without Vite.
// A build carries a small script inline, as Astro did (its assets inline limit), and writes a
// larger one as a file named by its hash; the dev server serves each module from its file.

const SCRIPTS: Readonly<Record<string, string>> = {
  'api-tabs': '../client/api-tabs.ts',
  playground: '../client/playground/element.ts',
  prompt: '../client/prompt.ts',
};

/** Scripts up to this size (bytes) are carried inline: Vite's default assets inline limit. */
export const INLINE_LIMIT = 4096;

function entryOf(name: string): string {
  const entry = SCRIPTS[name];
  if (!entry) throw new Error(`Mintaka: no browser script "${name}"`);
  return fileURLToPath(new URL(entry, import.meta.url));
}

export interface WrittenScript {
  href: string;
  js: string;
}

/** A build's script: inline when small, else a file to write. */
export async function buildPageScript(name: string): Promise<{ script: PageScript; file?: WrittenScript }> {
  const js = (await bundleBrowserModule(entryOf(name))).trimEnd();
  if (Buffer.byteLength(js) <= INLINE_LIMIT) return { script: { code: js } };
  const href = `${HASHED_ASSETS_PREFIX}${name}.${createHash('sha1').update(js).digest('hex').slice(0, 12)}.js`;
  return { script: { src: href }, file: { href, js: `${js}\n` } };
}

/**
 * Registers the scripts for the frame's components: bundled once each, when a page first needs
 * it, in a build (`written`: the files the build's pages link); the modules themselves in the
 * dev server.
 */
export function usePageScripts(command: 'build' | 'dev'): { written: () => WrittenScript[] } {
  if (command === 'dev') {
    registerPageScripts(async (name) => ({ src: `/@fs${entryOf(name)}` }));
    return { written: () => [] };
  }
  const built = new Map<string, Promise<{ script: PageScript; file?: WrittenScript }>>();
  const files: WrittenScript[] = [];
  registerPageScripts(async (name) => {
    let script = built.get(name);
    if (!script) {
      script = buildPageScript(name).then((result) => {
        if (result.file) files.push(result.file);
        return result;
      });
      built.set(name, script);
    }
    return (await script).script;
  });
  return { written: () => files };
}
