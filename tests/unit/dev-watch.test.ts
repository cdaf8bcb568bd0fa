import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

  it("leaves out what the docs folder's .mintignore excludes, but Mintaka's own code and public files", () => {
    const docs = mkdtempSync(join(tmpdir(), 'mintaka-watch-'));
    try {
      writeFileSync(join(docs, '.mintignore'), '# not pages\ndrafts/\n/internal/notes.mdx\nsrc/\npublic/\n');
      const writer = unwatchedPaths({ docsDir: docs, projectRoot: '/opt/mintaka' });
      for (const path of ['drafts', 'drafts/wip.mdx', 'guides/drafts/old.mdx', 'internal/notes.mdx']) expect(writer(join(docs, path)), path).toBe(true);
      for (const path of ['guide.mdx', 'internal', 'internal/other.mdx', '.mintignore', 'mint.json']) expect(writer(join(docs, path)), path).toBe(false);
      // The repository's own site: the docs folder is Mintaka's, and leaves its code out of the site.
      const own = unwatchedPaths({ docsDir: docs, projectRoot: docs });
      for (const path of ['src', 'src/components/Card.astro', 'public', 'public/favicon.svg']) expect(own(join(docs, path)), path).toBe(false);
      expect(own(join(docs, 'drafts/wip.mdx'))).toBe(true);
    } finally {
      rmSync(docs, { recursive: true, force: true });
    }
  });
});
