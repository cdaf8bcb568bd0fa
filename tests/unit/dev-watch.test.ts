import { describe, expect, it } from 'vitest';
import { unwatchedPaths } from '../../src/integration/dev-watch.ts';

const unwatched = unwatchedPaths({ docsDir: '/home/me/.sites/docs', projectRoot: '/opt/mintaka', ownCache: '/opt/mintaka/.mintaka/cache/abc123' });

describe('what mintaka dev watches', () => {
  it('watches pages, snippets, images, the config and .mintignore, even inside a hidden parent folder', () => {
    for (const path of ['/home/me/.sites/docs/guide.mdx', '/home/me/.sites/docs/snippets/a.mdx', '/home/me/.sites/docs/mint.json', '/home/me/.sites/docs/.mintignore', '/home/me/.sites/docs/images/logo.svg']) {
      expect(unwatched(path), path).toBe(false);
    }
  });

  it('watches its own cache folder, where Astro writes the content modules', () => {
    expect(unwatched('/opt/mintaka/.mintaka/cache/abc123/.astro/content-modules.mjs')).toBe(false);
  });

  it('leaves out hidden folders and what they hold, other builds and dist output', () => {
    for (const path of ['/home/me/.sites/docs/.venv', '/home/me/.sites/docs/.venv/lib/site.py', '/home/me/.sites/docs/.github/workflows/ci.yml', '/opt/mintaka/bench/.work/site/page.mdx', '/opt/mintaka/.mintaka/cache/other/data.json', '/home/me/.sites/docs/dist/index.html']) {
      expect(unwatched(path), path).toBe(true);
    }
  });
});
