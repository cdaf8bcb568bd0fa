import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { parseAllHeaders } from '@netlify/headers-parser';
import { parseAllRedirects } from '@netlify/redirect-parser';
import { normalizeRoutes, type RouteInput } from '@vercel/routing-utils';
import { parse } from 'nginx-conf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurePageWeight } from '../../bench/page-weight.ts';
import { startStaticServer } from '../../src/cli/static-server.ts';
import { createRateLimiter } from '../../src/core/proxy/rate-limit.ts';
import { createMcpEndpoint } from '../../src/serve/mcp-endpoint.ts';
import { buildFixture, type BuiltSite } from '../support/build-fixture.ts';
import { startCliServer, type CliServer } from '../support/dev-server.ts';
import { requestWithHost } from '../support/playground.ts';

// What agents get from a built site and `mintaka serve`: the page actions menu, pages as
// Markdown by content negotiation, llms.txt at /.well-known/, and the MCP server (through the
// SDK's own client, as Claude, Cursor or VS Code connect), and the same rules for static hosts.
// The fixture has versions, an API page, a redirect, no site URL and no site description.
let site: BuiltSite;
let serve: CliServer;

beforeAll(async () => {
  site = await buildFixture('full');
  expect(site.code, site.stderr).toBe(0);
  // With preview's and proxy's guard flags: serve answers the same hosts and counts the same clients.
  serve = await startCliServer(['serve', '--out', site.outDir, '--port', '0', '--host-name', 'docs.example.test', '--trusted-proxy', 'loopback'], /Serving \S+ at (http:\/\/\S+?) /);
});

afterAll(() => serve?.stop());

describe('page actions', () => {
  it('puts the menu in the header of content and API pages: the first option as a button, the menu drawn on first use', () => {
    for (const path of ['/guides/writing', '/api-reference/list-widgets']) {
      const box = site.page(path).querySelector('.mk-page-header .mk-pa');
      expect(box?.getAttribute('data-md'), path).toBe(`${path}.md`);
      expect(box!.querySelector('button.mk-pa-main[data-copy]')?.text).toBe('Copy page');
      expect(box!.querySelector('details[data-mk-pa] summary')?.getAttribute('aria-label')).toBe('More actions for this page');
      // Every page carries only this shell: the items come from the site's menu module.
      expect(box!.querySelector('.mk-pa-menu')?.childNodes).toHaveLength(0);
      expect(box!.querySelector('[role="status"]')).not.toBeNull();
    }
  });

  it('writes the site\'s options into the menu module, the page left as placeholders', () => {
    const module = readFileSync(join(site.outDir, '_mintaka/page-actions.js'), 'utf8');
    for (const title of ['Copy page', 'View as Markdown', 'Open in ChatGPT', 'Open in Claude', 'Open in Perplexity', 'Copy MCP server URL']) expect(module).toContain(title);
    // Without a site URL the browser puts in the origin it is on.
    expect(module).toContain('https://claude.ai/new?q=Read%20$origin$md%20so%20I%20can%20ask%20questions%20about%20it.');
  });

  it('costs a page almost no JavaScript: the frame\'s script loads the menu\'s module on first use', () => {
    // The loader is a few dozen bytes of the frame's script, on every page; nothing of the
    // menu's own code is inline or linked (the components test holds pages to 2 KiB in all).
    const scripts = site.page('/guides/writing').querySelectorAll('script').map((s) => s.text).join('');
    // The module's name as a string literal, in whatever quotes the minifier writes.
    expect(scripts).toMatch(/[`'"]page-actions[`'"]/);
    expect(scripts).not.toContain('ClipboardItem');
    expect(measurePageWeight(site.outDir, '/guides/writing').files.some((file) => file.includes('page-actions'))).toBe(false);
  });

  it('advertises each page as Markdown and the site in llms.txt', () => {
    const head = site.page('/guides/writing').querySelector('head')!;
    expect(head.querySelector('link[rel="alternate"][type="text/markdown"]')?.getAttribute('href')).toBe('/guides/writing.md');
    expect(head.querySelector('link[rel="describedby"]')?.getAttribute('href')).toBe('/llms.txt');
  });
});

describe('llms.txt', () => {
  it('is also at /.well-known/llms.txt, and without a site description says what the first page is about', () => {
    const llms = readFileSync(join(site.outDir, 'llms.txt'), 'utf8');
    expect(readFileSync(join(site.outDir, '.well-known/llms.txt'), 'utf8')).toBe(llms);
    expect(llms.startsWith('# Acme Docs\n\n> What Acme Widgets are and how these docs are organised.\n')).toBe(true);
  });
});

describe('content negotiation (mintaka serve)', () => {
  const get = (path: string, accept?: string) => fetch(`${serve.url}${path}`, { headers: accept ? { accept } : {} });

  it('answers a page asked for as Markdown with its Markdown copy', async () => {
    for (const path of ['/guides/writing', '/guides/writing/']) {
      const response = await get(path, 'text/markdown, text/html;q=0.9');
      expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
      expect(response.headers.get('vary')).toBe('Accept');
      expect(await response.text()).toBe(readFileSync(join(site.outDir, 'guides/writing.md'), 'utf8'));
    }
    const plain = await get('/guides/writing', 'text/plain, */*;q=0.8');
    expect(plain.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(await plain.text()).toMatch(/^# Writing widgets\n/);
  });

  it('answers browsers and */* with the page, saying Markdown is there too', async () => {
    for (const accept of [undefined, '*/*', 'text/html,application/xhtml+xml,*/*;q=0.8']) {
      const response = await get('/guides/writing', accept);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('vary')).toBe('Accept');
      expect(response.headers.get('link')).toBe('</guides/writing.md>; rel="alternate"; type="text/markdown", </llms.txt>; rel="describedby"');
    }
  });

  it('leaves files that are not pages alone', async () => {
    const response = await get('/llms.txt', 'text/markdown');
    expect(response.headers.get('vary')).toBeNull();
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect((await get('/no-such-page', 'text/markdown')).status).toBe(404);
  });
});

describe('mintaka serve guards as preview and proxy do', () => {
  it('answers only its own address, localhost and --host-name names (DNS rebinding), MCP included', async () => {
    const port = new URL(serve.url).port;
    for (const path of ['/', '/mcp', '/.well-known/mcp.json']) {
      expect(await requestWithHost(`${serve.url}${path}`, `attacker.test:${port}`), path).toMatchObject({ status: 403, text: expect.stringContaining('does not answer for the host "attacker.test"') });
    }
    expect((await requestWithHost(`${serve.url}/guides/writing`, `docs.example.test:${port}`)).status).toBe(200);
    expect((await requestWithHost(`${serve.url}/.well-known/mcp.json`, `localhost:${port}`)).status).toBe(200);
  });

  it('limits calls to /mcp per client, counting the client a trusted proxy names', async () => {
    const endpoint = createMcpEndpoint({ siteDir: site.outDir, trustedProxies: ['loopback'], rateLimiter: createRateLimiter({ limit: 2, windowMs: 60_000 }) });
    const { server, url } = await startStaticServer(site.outDir, 0, '127.0.0.1', { mcp: endpoint });
    try {
      const call = (client: string) =>
        fetch(`${url}/mcp`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', 'x-forwarded-for': client }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }) });
      for (let i = 0; i < 2; i++) expect((await call('203.0.113.7')).status).not.toBe(429);
      const refused = await call('203.0.113.7');
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ jsonrpc: '2.0', error: { message: expect.stringMatching(/^too many MCP requests from this address; try again in \d+ s$/) } });
      // Another reader behind the same proxy is counted apart.
      expect((await call('198.51.100.2')).status).not.toBe(429);
    } finally {
      server.close();
      await endpoint.close();
    }
  });
});

describe('MCP server (mintaka serve)', () => {
  const clients: Client[] = [];
  afterAll(async () => {
    for (const client of clients) await client.close();
  });

  async function connect(mode: 'legacy' | 'auto'): Promise<Client> {
    const client = new Client({ name: 'mintaka-test', version: '1.0.0' }, { versionNegotiation: { mode } });
    await client.connect(new StreamableHTTPClientTransport(new URL(`${serve.url}/mcp`)));
    clients.push(client);
    return client;
  }

  it('is found through /.well-known/mcp.json', async () => {
    const response = await fetch(`${serve.url}/.well-known/mcp.json`);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    const card = (await response.json()) as { title: string; remotes: { type: string; url: string; supportedProtocolVersions: string[] }[]; tools: { name: string }[] };
    expect(card.title).toBe('Acme Docs');
    expect(card.remotes[0]).toMatchObject({ type: 'streamable-http', url: `${serve.url}/mcp` });
    expect(card.remotes[0]!.supportedProtocolVersions.slice(0, 2)).toEqual(['2026-07-28', '2025-11-25']);
    expect(card.tools.map((tool) => tool.name)).toEqual(['search', 'get_page']);
  });

  it.each([
    ['an initialize handshake (2025-11-25)', 'legacy', '2025-11-25'],
    ['server/discover (2026-07-28)', 'auto', '2026-07-28'],
  ] as const)('connects with %s, lists its tools, searches and reads a page', async (_, mode, revision) => {
    const client = await connect(mode);
    expect(client.getNegotiatedProtocolVersion()).toBe(revision);
    const { tools } = await client.listTools();
    expect(tools.map((tool) => tool.name)).toEqual(['search', 'get_page']);
    expect(tools[0]!.description).toContain('Versions: v2, v1');

    const found = await client.callTool({ name: 'search', arguments: { query: 'widget colour' } });
    const results = (found.structuredContent as { results: { title: string; url: string; markdownUrl: string; excerpt: string; sections: { url: string }[] }[] }).results;
    const intro = results.find((result) => result.title === 'Introduction');
    expect(intro).toMatchObject({ url: `${serve.url}/introduction`, markdownUrl: `${serve.url}/introduction.md` });
    expect(intro!.excerpt).toMatch(/\*\*colour\*\*/);
    expect(intro!.sections.map((section) => section.url)).toContain(`${serve.url}/introduction#concepts`);
    expect((found.content as { text: string }[])[0]!.text).toContain(`[Introduction](${serve.url}/introduction)`);

    const page = await client.callTool({ name: 'get_page', arguments: { path: intro!.markdownUrl } });
    expect(page.isError).toBeFalsy();
    expect((page.content as { text: string }[])[0]!.text).toBe(readFileSync(join(site.outDir, 'introduction.md'), 'utf8'));
  });

  it('keeps a search to one version, pages outside every version included', async () => {
    const client = await connect('legacy');
    const titles = async (version: string) => {
      const found = await client.callTool({ name: 'search', arguments: { query: 'guide', version } });
      return (found.structuredContent as { results: { title: string }[] }).results.map((result) => result.title);
    };
    const v1 = await titles('v1');
    expect(v1).toContain('Old guide');
    expect(await titles('v2')).not.toContain('Old guide');
  });

  it('says so when a page does not exist, and reads nothing outside the site', async () => {
    const client = await connect('legacy');
    for (const path of ['/nope', '/../../../etc/passwd', '/guides/..%2f..%2f..%2fpackage.json']) {
      const result = await client.callTool({ name: 'get_page', arguments: { path } });
      expect(result.isError, path).toBe(true);
      expect((result.content as { text: string }[])[0]!.text).toMatch(/^No page at/);
    }
  });
});

describe('rules for static hosts (each parsed by its host\'s own parser where one is published)', () => {
  const read = (path: string) => readFileSync(join(site.outDir, path), 'utf8');

  it('_headers (Netlify, Cloudflare Pages): llms.txt on every answer, Markdown\'s content type, hashed files kept a year', async () => {
    const { headers, errors } = await parseAllHeaders({ headersFiles: [join(site.outDir, '_headers')], configHeaders: [], minimal: true });
    expect(errors).toEqual([]);
    expect(headers).toEqual([
      { for: '/*', values: { Link: '</llms.txt>; rel="describedby"' } },
      { for: '/*.md', values: { 'Content-Type': 'text/markdown; charset=utf-8' } },
      { for: '/_astro/*', values: { 'Cache-Control': 'public, max-age=31536000, immutable' } },
    ]);
    // Every file there has a hash of its content in its name (what makes keeping it safe).
    for (const name of readdirSync(join(site.outDir, '_astro'))) expect(name).toMatch(/\.[\w-]{8,}\.\w+$/);
  });

  it('_redirects: the site\'s redirects, and a redirected page\'s Markdown copy following it', async () => {
    const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [join(site.outDir, '_redirects')], configRedirects: [], minimal: true });
    expect(errors).toEqual([]);
    expect(redirects).toEqual([
      expect.objectContaining({ from: '/old-intro', to: '/introduction', status: 307 }),
      expect.objectContaining({ from: '/old-intro.md', to: '/introduction.md', status: 307 }),
    ]);
  });

  it('vercel.json: routes Vercel accepts, sending Markdown to who asks for it before the filesystem', () => {
    const config = JSON.parse(read('_mintaka/hosting/vercel.json')) as { routes: RouteInput[] };
    const normalized = normalizeRoutes(config.routes);
    expect(normalized.error).toBeNull();
    // Vercel's routing, in short: routes in order; `continue` ones add headers; `handle` hands over to the files.
    const route = (path: string, accept: string) => {
      const headers: Record<string, string> = {};
      for (const r of normalized.routes!) {
        if ('handle' in r) return { file: path, headers };
        const match = new RegExp(r.src).exec(path);
        if (!match || !(r.has ?? []).every((h) => h.type === 'header' && new RegExp(String(h.value), 'i').test(accept))) continue;
        Object.assign(headers, r.headers);
        if (r.continue) continue;
        return { file: (r.dest ?? path).replace(/\$(\d)/g, (_, i: string) => match[Number(i)]!), status: r.status, headers };
      }
      return { file: path, headers };
    };
    const markdown = route('/guides/writing', 'text/markdown, text/html;q=0.9');
    expect(markdown).toMatchObject({ file: '/guides/writing.md', headers: { Vary: 'Accept', 'Content-Type': 'text/markdown; charset=utf-8' } });
    expect(existsSync(join(site.outDir, markdown.file))).toBe(true);
    expect(route('/guides/writing/', 'text/plain').file).toBe('/guides/writing.md');
    expect(route('/guides/writing', 'text/html,application/xhtml+xml,*/*;q=0.8')).toMatchObject({ file: '/guides/writing', headers: { Vary: 'Accept', Link: '</llms.txt>; rel="describedby"' } });
    expect(route('/guides/writing', 'text/html, text/markdown').file).toBe('/guides/writing');
    expect(route('/_astro/page.css', 'text/markdown')).toMatchObject({ file: '/_astro/page.css', headers: { 'Cache-Control': 'public, max-age=31536000, immutable' } });
    expect(route('/_mintaka/search.js', '*/*').headers['Cache-Control']).toBeUndefined();
    expect(route('/old-intro.md', '*/*')).toMatchObject({ status: 307, headers: { Location: '/introduction.md' } });
  });

  it('nginx.conf: a snippet nginx can read, choosing Markdown by Accept', () => {
    type NginxParseTreeNode = NonNullable<Parameters<Parameters<typeof parse>[1]>[1]>;
    let tree: NginxParseTreeNode | undefined;
    parse(read('_mintaka/hosting/nginx.conf'), (error, parsed) => {
      expect(error).toBeNull();
      tree = parsed;
    });
    const names = (node: NginxParseTreeNode | undefined): string[] => (node?.children ?? []).map((child) => `${child.name} ${child.value}`.trim());
    const [map, server] = tree!.children!;
    expect(names(map)).toEqual(['default 0', '"~*^(?:(?!text/html).)*text/(?:x-)?markdown|^\\s*text/plain" 1']);
    const location = server!.children!.find((child) => child.name === 'location' && child.value === '/');
    expect(names(location)).toContain('try_files $uri $uri/index.html $uri.html =404');
    expect(names(location!.children!.find((child) => child.name === 'if'))).toEqual(['rewrite ^/((?:[^/.]+/)*[^/.]+)/?$ /$1.md last']);
    expect(names(server)).toContain('location = "/old-intro.md"');
    const assets = server!.children!.find((child) => child.name === 'location' && child.value === '/_astro/');
    expect(names(assets)).toContain('add_header Cache-Control "public, max-age=31536000, immutable" always');
  });
});
