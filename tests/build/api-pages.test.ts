import { cpSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildFixture, buildWarningLines, repoRoot, runCli, type BuiltSite, type CliRun } from '../support/build-fixture.ts';
import { unstyledFrameClassesOfSite } from '../support/frame-rules.ts';
import { apiPageMarkdown } from '../../src/integration/postbuild/markdown/api-markdown.ts';
import { markdownHref } from '../../src/integration/postbuild/site-pages.ts';
import { getOpenApiDocuments } from '../../src/site/load-openapi.ts';
import { loadSite } from '../../src/site/load-site.ts';

// API reference pages built from the OpenAPI documents of tests/fixtures/sites/api: a 3.0
// JSON document behind a tab (one generated page per operation), a 3.1 YAML document with a
// webhook and a recursive schema, Swagger 2.0, a document split over files with external
// $refs, an `api:` page with ParamFields, an `openapi-schema` page, a remote document that
// cannot be fetched (the CLI builds offline) and an operation that does not exist.
let site: BuiltSite;
let broken: CliRun & { outDir: string };
let options: BuiltSite;

/** A site whose mint.json names an invalid OpenAPI document. */
async function buildBrokenSite(): Promise<CliRun & { outDir: string }> {
  const folder = mkdtempSync(join(tmpdir(), 'mintaka-broken-api-'));
  writeFileSync(join(folder, 'mint.json'), JSON.stringify({ name: 'Broken', colors: { primary: '#0D9373' }, openapi: 'api/bad.yaml', navigation: [{ group: 'Home', pages: ['index'] }] }));
  writeFileSync(join(folder, 'index.mdx'), '---\ntitle: Home\n---\n\nHello.\n');
  cpSync(join(repoRoot, 'tests/fixtures/openapi/broken/bad-parameter.yaml'), join(folder, 'api/bad.yaml'));
  const outDir = join(folder, 'out');
  return { ...(await runCli(['build', folder, '--out', outDir])), outDir };
}

/**
 * A site with `api.playground.mode: "hide"`, `api.maintainOrder: true` and
 * `api.paramFields.expanded: "topLevel"`, an operation with callbacks, an anchor with
 * `openapi`, and a page that searches every document while one is broken.
 */
function writeOptionsSite(): string {
  const folder = mkdtempSync(join(tmpdir(), 'mintaka-api-options-'));
  const api = { playground: { mode: 'hide' }, maintainOrder: true, paramFields: { expanded: 'topLevel' } };
  const anchors = [{ name: 'Hooks', icon: 'bolt', url: 'hooks', openapi: '/callbacks.yaml' }];
  writeFileSync(join(folder, 'mint.json'), JSON.stringify({ name: 'Options', colors: { primary: '#0D9373' }, api, anchors, navigation: [{ group: 'API', pages: ['pet', 'subscribe', 'lost'] }] }));
  writeFileSync(join(folder, 'pet.mdx'), '---\nopenapi: "store.json GET /pets/{petId}"\n---\n');
  writeFileSync(join(folder, 'subscribe.mdx'), '---\nopenapi: "callbacks.yaml POST /subscriptions"\n---\n');
  writeFileSync(join(folder, 'lost.mdx'), '---\ntitle: Lost\nopenapi: "GET /users"\n---\n');
  cpSync(join(repoRoot, 'tests/fixtures/sites/api/openapi/store.json'), join(folder, 'store.json'));
  cpSync(join(repoRoot, 'tests/fixtures/openapi/callbacks.yaml'), join(folder, 'callbacks.yaml'));
  cpSync(join(repoRoot, 'tests/fixtures/sites/api/drafts/broken.yaml'), join(folder, 'drafts/broken.yaml'));
  return folder;
}

beforeAll(async () => {
  [site, broken, options] = await Promise.all([buildFixture('api'), buildBrokenSite(), buildFixture(writeOptionsSite())]);
});

const texts = (page: HTMLElement, selector: string) => page.querySelectorAll(selector).map((el) => el.text.replace(/\s+/g, ' ').trim());
/** The code of the sample (or example) tab with this label. */
const sample = (page: HTMLElement, label: string) => page.querySelector(`.mk-api-code-panel[aria-label="${label}"] pre`)?.text ?? '';
const section = (page: HTMLElement, id: string) => page.querySelector(`section[aria-labelledby="${id}"]`);
const field = (scope: HTMLElement | null | undefined, name: string) =>
  scope?.querySelectorAll('.mk-api-field').find((row) => row.querySelector('.mk-api-field-name')?.text === name);
/** Sidebar entries as [method pill, label]. */
const sidebar = (page: HTMLElement, selector = '.mk-sidebar a') =>
  page.querySelectorAll(selector).map((link) => [link.querySelector('.mk-method')?.text, link.text.replace(link.querySelector('.mk-method')?.text ?? '', '').trim()]);
const pills = (row: HTMLElement | undefined) => row?.querySelector('.mk-api-field-head')?.querySelectorAll('.mk-api-pill').map((pill) => pill.text) ?? [];

describe('loading', () => {
  it('builds, with warnings for what is missing rather than errors', () => {
    expect(site.code).toBe(0);
    const out = buildWarningLines(site.stdout);
    // A broken file that nothing uses is only a warning, at the place its JSON pointer names.
    expect(out).toContain('drafts/broken.yaml:5:5: #/paths/users: path must start with "/" (this file is not used by mint.json or any page, so it is skipped)');
    expect(out).toContain('endpoints/missing-operation.mdx:1:1: Operation "GET /nothing-here" not found in openapi/store.json; the page shows a notice instead');
    expect(out.join('\n')).toMatch(/mint\.json:\d+:\d+: Could not fetch http:\/\/127\.0\.0\.1:9\/unreachable\.json: .*; needed by mint\.json "openapi", endpoints\/remote-ping\.mdx/);
  });

  it('fails on an invalid document named by mint.json: file, pointer, reason; nothing written', () => {
    expect(broken.code).toBe(1);
    // The file and position its JSON pointer names (what `mintaka check` prints too).
    expect(broken.stderr).toMatch(/error api\/bad\.yaml:\d+:\d+: #\/paths\/users: path must start with "\/" \(used by mint\.json "openapi"\)/);
    expect(broken.stdout + broken.stderr).not.toMatch(/\n\s+at /);
    expect(existsSync(broken.outDir)).toBe(false);
  });
});

describe('pages of an anchor with openapi', () => {
  it('builds one page per operation under the anchor url, listed in its sidebar with method pills', () => {
    const page = options.page('/hooks/subscribe');
    expect(page.querySelector('h1')?.text).toBe('Subscribe');
    // The anchor is the current one, and the page its current entry.
    expect(sidebar(page, '.mk-sidebar a[aria-current]')).toEqual([[undefined, 'Hooks'], ['POST', 'Subscribe']]);
  });
});

describe('pages of a tab with openapi', () => {
  it('builds one page per operation, under the tab url, in a folder per tag', () => {
    for (const path of ['store/pets/list-pets', 'store/pets/create-a-pet', 'store/pets/get-a-pet', 'store/pets/update-a-pet', 'store/pets/delete-a-pet', 'store/store/get-the-inventory', 'store/get-health']) {
      expect(existsSync(join(site.outDir, path, 'index.html')), path).toBe(true);
    }
    // x-hidden: built but not listed; x-excluded: no page.
    expect(existsSync(join(site.outDir, 'store/internal-metrics/index.html'))).toBe(true);
    expect(existsSync(join(site.outDir, 'store/debug/index.html'))).toBe(false);
  });

  it('lists them in the sidebar grouped by tag, each with its method pill', () => {
    const page = site.page('/store/pets/list-pets');
    expect(texts(page, '.mk-sidebar .mk-group-title, .mk-sidebar summary')).toEqual(['Pets', 'Store', 'API Reference']);
    expect(sidebar(page)).toEqual([
      ['GET', 'List pets'],
      ['POST', 'Create a pet'],
      ['GET', 'Get a pet'],
      ['DEL', 'Delete a pet'],
      ['PATCH', 'Update a pet'],
      ['GET', 'Get the inventory'],
      ['GET', 'GET /health'],
    ]);
    expect(page.querySelector('.mk-tabs a[aria-current]')?.text).toBe('Store API');
  });
});

describe('an operation page', () => {
  it('shows the title and lead from the operation, the method, base URL and path, and no table of contents', () => {
    const page = site.page('/store/pets/list-pets');
    expect(page.querySelector('h1')?.text).toBe('List pets');
    expect(page.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Lists the pets in the store, newest first.');
    expect(page.querySelector('.mk-api-lead')?.innerHTML).toContain('<strong>newest first</strong>');
    expect(page.querySelector('.mk-api-op-method')?.text).toBe('GET');
    expect(page.querySelector('.mk-api-op-url')?.text).toBe('https://api.acme.test/v1/pets');
    expect(page.querySelector('.mk-toc')).toBeNull();
  });

  it('lists both servers and both ways to authenticate', () => {
    const page = site.page('/store/pets/list-pets');
    expect(texts(page, '.mk-api-server-url')).toEqual(['https://api.acme.test/v1', 'https://sandbox.acme.test/v1']);
    const auth = section(page, 'authorizations');
    expect(texts(auth!, '[role=tab]')).toEqual(['bearer', 'key']);
    expect(pills(field(auth, 'Authorization'))).toEqual(['string', 'header', 'required']);
    expect(field(auth, 'Authorization')?.text).toContain('Bearer <token>');
    expect(pills(field(auth, 'api_key'))).toEqual(['string', 'query', 'required']);
  });

  it('shows query, header and cookie parameters with type, allowed values, default and example', () => {
    const page = site.page('/store/pets/list-pets');
    const query = section(page, 'query-parameters');
    expect(texts(query!, '.mk-api-field-name')).toEqual(['status', 'limit']);
    expect(pills(field(query, 'status'))).toEqual(['enum<string>', 'required']);
    expect(field(query, 'status')?.querySelector('.mk-api-facts')?.text).toContain('available');
    const limit = field(query, 'limit');
    expect(pills(limit)).toEqual(['integer<int32>']);
    expect(texts(limit!, '.mk-api-facts code')).toEqual(['20', '1 <= x <= 100']);
    expect(pills(field(section(page, 'header-parameters'), 'X-Request-Id'))).toEqual(['string<uuid>']);
    expect(texts(field(section(page, 'cookie-parameters'), 'session')!, '.mk-api-facts code')).toEqual(['abc123']);
  });

  it('shows every response by status, with headers and the schema of array items', () => {
    const page = site.page('/store/pets/list-pets');
    expect(texts(page, '.mk-api-response .mk-api-status')).toEqual(['200', 'default']);
    const ok = page.querySelector('#response-200');
    expect(ok?.hasAttribute('open')).toBe(true);
    expect(ok?.querySelector('.mk-api-response-headers')?.text).toContain('X-Next');
    expect(ok?.querySelector('.mk-api-schema-root')?.text).toBe('object[]');
    // Response: readOnly `id` shown, writeOnly `secret` left out.
    expect(texts(ok!, ':scope > .mk-api-response-body .mk-api-body-schema > .mk-api-fields > .mk-api-field > .mk-api-field-head .mk-api-field-name')).toEqual(['name', 'kind', 'id', 'tags', 'owner']);
  });

  it('shows request samples in the configured languages and the response example, highlighted', () => {
    const page = site.page('/store/pets/list-pets');
    expect(texts(page, '.mk-api-aside select[aria-label="Request sample language"] option')).toEqual(['cURL', 'Python', 'JavaScript', 'Go']);
    const curl = sample(page, 'cURL');
    expect(curl).toContain("--url 'https://api.acme.test/v1/pets?status=available&limit=20'");
    expect(curl).toContain("--header 'Authorization: Bearer <token>'");
    expect(curl).toContain("--header 'Cookie: session=abc123'");
    expect(page.querySelector('.mk-api-code-panel[aria-label="cURL"] pre')?.getAttribute('style')).toContain('--shiki-dark');
    expect(sample(page, '200')).toContain('"name": "Rex"');
    expect(page.querySelector('mk-api-tabs [data-mk-api-copy], mk-api-tabs [data-mk-copy]')).not.toBeNull();
  });

  it("carries the tabs' script once, right after the first tabset, and links the playground's once", () => {
    const html = site.html('/store/pets/list-pets');
    expect(html.match(/<mk-api-tabs[\s>]/g)!.length).toBeGreaterThan(1);
    const inline = [...html.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)];
    expect(inline).toHaveLength(1);
    expect(inline[0]![1]).toContain('customElements.define("mk-api-tabs"');
    expect(html.indexOf('</mk-api-tabs><script type="module">')).toBe(html.indexOf('</mk-api-tabs>'));
    const linked = [...html.matchAll(/<script type="module" src="(\/_astro\/playground\.[0-9a-f]{12}\.js)"><\/script>/g)];
    expect(linked).toHaveLength(1);
    expect(existsSync(join(site.outDir, linked[0]![1]!))).toBe(true);
  });

  it('leaves the playground its place, naming the operation', () => {
    const placeholder = site.page('/store/pets/list-pets').querySelector('#mk-playground');
    expect(placeholder?.getAttribute('data-operation')).toBe('openapi/store.json GET /pets');
  });

  it('shows the request body per media type, without readOnly fields, and prefers x-codeSamples', () => {
    const page = site.page('/store/pets/create-a-pet');
    const body = section(page, 'body');
    expect(body?.querySelector('h2')?.text).toContain('required');
    expect(texts(body!, '[role=tab]')).toEqual(['application/json', 'application/x-www-form-urlencoded']);
    const json = body?.querySelector('[data-media-type="application/json"]');
    expect(texts(json!, ':scope > .mk-api-fields > .mk-api-field > .mk-api-field-head .mk-api-field-name')).toEqual(['name', 'kind', 'secret', 'tags', 'owner']);
    expect(pills(field(json, 'secret'))).toEqual(['string', 'write-only']);
    expect(field(json, 'owner')?.querySelector('details.mk-api-children summary')?.text).toBe('Show child attributes');
    expect(texts(field(json, 'owner')!.querySelector('details')!, '.mk-api-field-name')).toEqual(['name', 'email']);
    expect(texts(page, '.mk-api-aside select[aria-label="Request sample language"] option')).toEqual(['cURL', 'Python SDK', 'JavaScript', 'Go']);
    expect(sample(page, 'Python SDK')).toBe('import acme\nacme.pets.create(name="Rex")');
    expect(sample(page, 'cURL')).toContain('"name": "Rex"');
  });

  it('shows oneOf as a switch between named alternatives with the discriminator', () => {
    const body = section(site.page('/store/pets/update-a-pet'), 'body');
    expect(body?.querySelector('.mk-api-union-note')?.text.replace(/\s+/g, ' ')).toContain('One of 2 options, chosen by kind (cat → Cat, dog → Dog)');
    expect(texts(body!, '.mk-api-union [role=tab]')).toEqual(['Cat', 'Dog']);
    const panels = body!.querySelectorAll('.mk-api-union .mk-api-tabpanel');
    expect(panels[1]?.hasAttribute('hidden')).toBe(true);
    expect(texts(panels[1]!, '.mk-api-field-name')).toEqual(['kind', 'barks']);
  });

  it('marks deprecated operations and leaves out auth when security is empty', () => {
    const page = site.page('/store/pets/delete-a-pet');
    expect(page.querySelector('.mk-api-op .mk-api-pill-deprecated')?.text).toBe('deprecated');
    expect(section(site.page('/store/store/get-the-inventory'), 'authorizations')).toBeNull();
    expect(field(section(site.page('/store/store/get-the-inventory'), 'response'), '{key}')?.querySelector('.mk-api-pill')?.text).toBe('integer');
  });
});

describe('pages with openapi frontmatter', () => {
  it('renders a 3.1 webhook: name, payload, no base URL', () => {
    const page = site.page('/endpoints/order-created');
    expect(page.querySelector('h1')?.text).toBe('Order created');
    expect(texts(page, '.mk-api-op .mk-method')).toEqual(['WEBHOOK', 'POST']);
    expect(page.querySelector('.mk-api-op-url')?.text).toBe('order.created');
    expect(section(page, 'body')?.querySelector('h2')?.text).toContain('Payload');
    expect(texts(field(section(page, 'body'), 'event')!, '.mk-api-facts code')).toEqual(['order.created']);
    expect(sample(page, 'cURL')).toContain('<your-webhook-url>');
  });

  it('finds an operation without a file name, shows recursion as a reference, and the MDX body above', () => {
    const page = site.page('/endpoints/get-category');
    expect(page.querySelector('h1')?.text).toBe('Get a category');
    expect(page.querySelector('.mk-api-mdx')?.text).toContain('Categories nest');
    const response = page.querySelector('#response-200');
    expect(field(response, 'parent')?.querySelector('.mk-api-schema-ref')?.text).toBe('Recursive: the same Category as above.');
    expect(field(response, 'children')?.querySelector('.mk-api-schema-ref')?.text).toBe('Recursive: the same Category as above.');
    expect(pills(field(response, 'parent'))).toEqual(['Category | null']);
  });

  it('shows server variables and fills them in samples', () => {
    const page = site.page('/endpoints/get-category');
    expect(page.querySelector('.mk-api-server-url')?.text).toBe('https://{region}.events.acme.test');
    expect(texts(field(section(page, 'servers'), '{region}')!, '.mk-api-facts code')).toEqual(['eu', 'us', 'eu']);
    expect(sample(page, 'cURL')).toContain('https://eu.events.acme.test/categories/cat_123?depth=2');
  });

  it('reads Swagger 2.0 (converted) and documents split over files with external $refs', () => {
    const legacy = site.page('/endpoints/update-user');
    expect(legacy.querySelector('.mk-api-op-url')?.text).toBe('https://legacy.example.com/api/users/{id}');
    expect(pills(field(section(legacy, 'authorizations'), 'X-Key'))).toEqual(['string', 'header', 'required']);
    const split = site.page('/endpoints/list-users');
    expect(split.querySelector('h1')?.text).toBe('List users (split document)');
    expect(texts(split, '.mk-api-response .mk-api-status')).toEqual(['200', '404']);
    expect(texts(split.querySelector('#response-200')!, '.mk-api-field-name')).toContain('city');
  });

  it("puts the writer's own <RequestExample> and <ResponseExample> in the side column in place of the generated ones", () => {
    const page = site.page('/endpoints/author-examples');
    const aside = page.querySelector('.mk-api-aside')!;
    expect(aside.querySelectorAll('.mk-request-example, .mk-response-example').length).toBe(2);
    expect(aside.text).toContain('curl https://example.test/users?author=1');
    expect(aside.text).toContain('"author": "example"');
    // Neither the generated samples nor a second column inside the main one.
    expect(page.querySelector('[data-kind="request-samples"]')).toBeNull();
    expect(page.querySelector('.mk-api-body .mk-aside')).toBeNull();
    expect(page.querySelector('.mk-api-mdx')!.text).toContain("These examples are the writer");
    expect(page.querySelector('.mk-api')!.classList.contains('mk-api-has-aside')).toBe(true);
  });

  it("gives fields Mintlify's anchors: <location>-<name> for parameters, body- and response- with the path of nested fields", () => {
    const page = site.page('/endpoints/get-category');
    const ids = page.querySelectorAll('.mk-api-field[id]').map((f) => f.getAttribute('id'));
    expect(ids).toEqual(expect.arrayContaining(['path-id', 'query-depth', 'response-id', 'response-name', 'response-parent']));
    expect(page.querySelector('#query-depth .mk-api-field-name')!.getAttribute('href')).toBe('#query-depth');
    const nested = site.page('/endpoints/list-users').querySelectorAll('.mk-api-field[id]').map((f) => f.getAttribute('id'));
    expect(nested).toContain('response-address-city');
    expect(new Set(nested).size).toBe(nested.length);
  });

  it('renders a schema page with its example', () => {
    const page = site.page('/endpoints/category-schema');
    expect(page.querySelector('h1')?.text).toBe('Category');
    expect(section(page, 'schema')?.querySelector('h2')?.text).toBe('Properties');
    expect(pills(field(section(page, 'schema'), 'id'))).toEqual(['string', 'read-only', 'required']);
    expect(sample(page, 'Example')).toContain('"children": []');
  });

  it('names a broken document when a page that searches every document finds nothing', () => {
    expect(options.page('/lost').querySelector('.mk-api-notice')?.text).toContain('a document that may hold it could not be loaded: drafts/broken.yaml: #/paths/users: path must start with "/"');
  });

  it('says on the page when the document could not be fetched or the operation is missing', () => {
    expect(site.page('/endpoints/remote-ping').querySelector('.mk-api-notice')?.text).toContain('http://127.0.0.1:9/unreachable.json could not be fetched');
    const missing = site.page('/endpoints/missing-operation');
    expect(missing.querySelector('.mk-api-notice')?.text).toContain('Operation "GET /nothing-here" not found in openapi/store.json');
    expect(missing.querySelector('.mk-api-mdx')?.text).toContain('This text still shows.');
  });
});

describe('Markdown copies', () => {
  // Made while each page renders, from the view it rendered (copy-store.ts captureApiMarkdown).
  it("give every API page's reference section as the OpenAPI documents give it: operations, webhooks, schemas", async () => {
    const docsDir = join(repoRoot, 'tests/fixtures/sites/api');
    const loaded = await loadSite(docsDir, { fetchStars: false });
    if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
    const documents = getOpenApiDocuments(docsDir);
    const pages = Object.values(loaded.site.pages).filter((page) => page.api?.kind === 'operation' || page.api?.kind === 'schema');
    expect(pages.map((page) => page.api!.kind)).toEqual(expect.arrayContaining(['operation', 'schema']));
    for (const page of pages) {
      const section = apiPageMarkdown(page, documents, loaded.site.config.api);
      expect(section, page.path).toBeTruthy();
      expect(readFileSync(join(site.outDir, markdownHref(page)), 'utf8'), page.path).toContain(section!);
    }
  });
});

describe('an api: page with ParamFields', () => {
  it('shows the endpoint with api.baseUrl, auth from api.auth, and samples built from its ParamFields', () => {
    const page = site.page('/endpoints/create-widget');
    expect(page.querySelector('.mk-api-op-url')?.text).toBe('https://widgets.acme.test/v1/widgets/{widget_id}');
    expect(sidebar(page, '.mk-sidebar a[aria-current]')).toEqual([['POST', 'Create a widget']]);
    expect(pills(field(section(page, 'authorizations'), 'Authorization'))).toEqual(['string', 'header', 'required']);
    const curl = sample(page, 'cURL');
    expect(curl).toContain("--url 'https://widgets.acme.test/v1/widgets/{widget_id}?dry_run=false'");
    expect(curl).toContain("--header 'Authorization: Bearer <token>'");
    expect(JSON.parse(/--data '([\s\S]*)'$/.exec(curl)![1]!)).toEqual({ name: 'Sprocket', size: { width: 10 } });
  });
});

describe('api settings', () => {
  it('keeps the spec order with api.maintainOrder (else required fields come first)', () => {
    const names = (page: HTMLElement) => texts(page.querySelector('#response-200')!, ':scope .mk-api-body-schema > .mk-api-fields > .mk-api-field > .mk-api-field-head .mk-api-field-name');
    expect(names(options.page('/pet'))).toEqual(['name', 'kind', 'tags', 'owner', 'id']);
    expect(names(site.page('/store/pets/get-a-pet'))).toEqual(['name', 'kind', 'id', 'tags', 'owner']);
  });

  it('opens the expanders of top-level fields with api.paramFields.expanded "topLevel" (else none), nested ones stay closed', () => {
    const expander = (row: HTMLElement | undefined) => row?.querySelector(':scope > .mk-api-field-body > details.mk-api-children');
    const body = section(options.page('/subscribe'), 'body');
    const filter = field(body, 'filter');
    expect(expander(filter)?.hasAttribute('open')).toBe(true);
    expect(expander(field(expander(filter), 'window'))?.hasAttribute('open')).toBe(false);
    // A oneOf field: its switch between the alternatives shows at once.
    expect(expander(field(body, 'target'))?.hasAttribute('open')).toBe(true);
    expect(texts(expander(field(body, 'target'))!, '[role=tab]')).toEqual(['Queue', 'Topic']);
    expect(expander(field(section(options.page('/pet'), 'response'), 'owner'))?.hasAttribute('open')).toBe(true);
    // The default, as on Mintlify: every expander starts closed.
    expect(expander(field(section(site.page('/store/pets/create-a-pet'), 'body'), 'owner'))?.hasAttribute('open')).toBe(false);
  });

  it('shows callbacks collapsed, each with its URL expression, parameters, payload and expected answers', () => {
    const callbacks = section(options.page('/subscribe'), 'callbacks');
    expect(callbacks?.querySelector('h2')?.text).toBe('Callbacks');
    const callback = callbacks!.querySelector('details.mk-api-callback#callback-onevent-post')!;
    expect(callback.hasAttribute('open')).toBe(false);
    expect(texts(callback, ':scope > summary > *')).toEqual(['POST', '{$request.body#/callbackUrl}', 'Event delivered']);
    expect(callback.querySelector('.mk-api-md strong')?.text).toBe('filter');
    expect(pills(field(section(callback, 'callback-onevent-post-header-parameters'), 'X-Signature'))).toEqual(['string', 'required']);
    const payload = section(callback, 'callback-onevent-post-body');
    expect(payload?.querySelector('h3')?.text).toContain('Payload');
    // The API sends it: read-only `id` is in it, write-only `secret` is not.
    expect(texts(payload!, '.mk-api-field-name')).toEqual(['id', 'event']);
    expect(section(callback, 'callback-onevent-post-response')?.querySelector('h3')?.text).toBe('Expected response');
    expect(texts(callback, '.mk-api-response .mk-api-status')).toEqual(['204', '410']);
    expect(section(site.page('/store/pets/create-a-pet'), 'callbacks')).toBeNull();
  });

  it('renders no playground placeholder with api.playground.mode "hide"', () => {
    expect(options.code).toBe(0);
    expect(options.page('/pet').querySelector('#mk-playground')).toBeNull();
    expect(site.page('/store/pets/get-a-pet').querySelector('#mk-playground')).not.toBeNull();
  });
});

describe('frame stylesheet', () => {
  it('styles every part of the frame that a page shows', () => {
    expect(unstyledFrameClassesOfSite(site.outDir)).toEqual([]);
  });
});
