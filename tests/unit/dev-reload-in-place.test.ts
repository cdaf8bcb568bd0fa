import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { showsInPlace } from '../../src/integration/dev-reload-in-place.ts';

// Which saves `mintaka dev` shows in the open page without reloading it: those that change no
// more than the pages' markup.
let docs: string;
const repository = fileURLToPath(new URL('../../', import.meta.url));

beforeAll(() => {
  docs = mkdtempSync(join(tmpdir(), 'mintaka-in-place-'));
  writeFileSync(join(docs, 'api.yaml'), 'openapi: 3.1.0\ninfo: { title: A, version: "1" }\npaths: {}\n');
  writeFileSync(join(docs, 'data.json'), '{"not": "an OpenAPI document"}');
});

afterAll(() => rmSync(docs, { recursive: true, force: true }));

describe('saves shown in place in mintaka dev', () => {
  it('shows pages, MDX and code snippets and OpenAPI documents of the docs folder in place', () => {
    for (const file of ['guide.mdx', 'notes/old.md', 'snippets/intro.mdx', 'snippets/Widget.jsx', 'snippets/chart.tsx', 'snippets/data.js', 'api.yaml']) {
      expect(showsInPlace(join(docs, file), docs), file).toBe(true);
    }
  });

  it("reloads the page for the site's custom CSS and JS, images and other files, whose URLs do not change", () => {
    for (const file of ['style.css', 'theme/colors.css', 'analytics.js', 'images/logo.png', 'favicon.svg', 'data.json', 'mint.json']) {
      expect(showsInPlace(join(docs, file), docs), file).toBe(false);
    }
  });

  it('reloads the page for files outside the docs folder', () => {
    expect(showsInPlace(join(tmpdir(), 'elsewhere.mdx'), docs)).toBe(false);
  });

  it("reloads the page for Mintaka's own code and public files, even in a docs folder that holds them (this repository's)", () => {
    for (const file of ['src/components/mdx/Card.astro', 'src/client/tabs.ts', 'src/styles/components/card.css', 'public/favicon.svg']) {
      expect(showsInPlace(join(repository, file), repository), file).toBe(false);
    }
    expect(showsInPlace(join(repository, 'docs/introduction.mdx'), repository)).toBe(true);
  });
});
