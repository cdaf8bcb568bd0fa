import type { Server } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../src/cli/static-server.ts';
import { launchBrowser } from '../support/browser.ts';
import { buildFixture, makeSite } from '../support/build-fixture.ts';

// An API page's own MDX, above its generated reference, is laid out as a content page's is:
// the components a writer puts there (callouts, cards, steps...) keep their space between them.

const OPENAPI = JSON.stringify({
  openapi: '3.0.3',
  info: { title: 'Acme', version: '1' },
  servers: [{ url: 'https://api.acme.test' }],
  paths: { '/items': { get: { summary: 'List items', responses: { '200': { description: 'The items' } } } } },
});
const BODY = '<Note>The first note.</Note>\n\n<Warning>The second note.</Warning>\n\n<Card title="A card">Its text.</Card>\n';

let browser: Browser;
let server: Server;
let base: string;
let page: Page;

beforeAll(async () => {
  const folder = makeSite({
    'mint.json': JSON.stringify({ name: 'Acme', colors: { primary: '#0D9373' }, navigation: [{ group: 'Docs', pages: ['guide', 'list-items'] }] }),
    'openapi.json': OPENAPI,
    'guide.mdx': `---\ntitle: Guide\n---\n\n${BODY}`,
    'list-items.mdx': `---\ntitle: List items\nopenapi: GET /items\n---\n\n${BODY}`,
  });
  const site = await buildFixture(folder);
  expect(site.code, site.stderr).toBe(0);
  ({ server, url: base } = await startStaticServer(site.outDir, 0));
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
});

afterAll(async () => {
  await browser?.close();
  server?.close();
});

/** The space between each component and the next, in px, and the first one's top over its container's. */
async function layout(path: string, container: string): Promise<{ gaps: number[]; firstOffset: number }> {
  await page.goto(`${base}${path}`);
  return page.$eval(container, (box) => {
    const parts = [...box.querySelectorAll(':scope > .mk-callout, :scope > .mk-card')].map((el) => el.getBoundingClientRect());
    return { gaps: parts.slice(1).map((rect, i) => Math.round(rect.top - parts[i]!.bottom)), firstOffset: Math.round(parts[0]!.top - box.getBoundingClientRect().top) };
  });
}

describe("an API page's own MDX", () => {
  it('keeps the space a content page has between its components', async () => {
    const content = await layout('/guide', '.mk-content');
    const api = await layout('/list-items', '.mk-api-mdx');
    expect(content.gaps).toHaveLength(2);
    expect(Math.min(...content.gaps)).toBeGreaterThanOrEqual(16);
    expect(api.gaps).toEqual(content.gaps);
  });

  it('starts at the top of its column', async () => {
    expect((await layout('/list-items', '.mk-api-mdx')).firstOffset).toBe(0);
  });
});
