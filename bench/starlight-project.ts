// The Starlight project the benchmark compares against: bench/.starlight/, its own
// package.json, installed from the npm registry on first use (gitignored).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { GeneratedSite } from './generate-site.ts';

export const STARLIGHT_VERSION = '0.42.4';
const ASTRO_VERSION = '7.3.5';

/** Writes package.json and installs Starlight once; later runs reuse node_modules. */
export function ensureStarlightProject(dir: string): void {
  mkdirSync(dir, { recursive: true });
  const manifest = {
    name: 'mintaka-bench-starlight',
    private: true,
    type: 'module',
    dependencies: { astro: ASTRO_VERSION, '@astrojs/starlight': STARLIGHT_VERSION },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  if (existsSync(join(dir, 'node_modules/@astrojs/starlight/package.json'))) return;
  console.log(`Installing Starlight ${STARLIGHT_VERSION} into ${dir} (first run only)...`);
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund'], { cwd: dir, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`npm install in ${dir} failed (exit ${result.status})`);
}

/**
 * Puts the generated pages into Starlight's content collection with the same navigation: one
 * sidebar group per mint.json group, the pages listed in the same order.
 */
export function writeStarlightSite(dir: string, site: GeneratedSite): void {
  const docs = join(dir, 'src/content/docs');
  rmSync(join(dir, 'src'), { recursive: true, force: true });
  for (const page of site.pages) {
    const file = join(docs, `${page.path}${site.extension}`);
    mkdirSync(join(file, '..'), { recursive: true });
    writeFileSync(file, page.starlightSource);
  }
  writeFileSync(
    join(dir, 'src/content.config.ts'),
    [
      "import { defineCollection } from 'astro:content';",
      "import { docsLoader } from '@astrojs/starlight/loaders';",
      "import { docsSchema } from '@astrojs/starlight/schema';",
      'export const collections = { docs: defineCollection({ loader: docsLoader(), schema: docsSchema() }) };',
      '',
    ].join('\n'),
  );
  const sidebar = site.groups.map((group) => ({ label: group.name, items: group.pages }));
  writeFileSync(
    join(dir, 'astro.config.mjs'),
    [
      "import starlight from '@astrojs/starlight';",
      "import { defineConfig } from 'astro/config';",
      'export default defineConfig({',
      `  integrations: [starlight({ title: ${JSON.stringify(site.name)}, sidebar: ${JSON.stringify(sidebar)} })],`,
      '});',
      '',
    ].join('\n'),
  );
}
