import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeProxyTargets } from '../../src/integration/proxy/site-targets.ts';
import { repoRoot } from '../support/build-fixture.ts';
import { startCliServer, type CliServer } from '../support/dev-server.ts';
import { postToProxy, requestWithHost, startEchoServer, type EchoServer } from '../support/playground.ts';

// The playground's proxy as the commands serve it: `mintaka preview` (a built site plus the
// proxy) and `mintaka proxy` (the proxy alone, next to a static host), each sending only to the
// servers the docs name (and --allow), a GET with its JSON body included.
let echo: EchoServer;
const running: CliServer[] = [];

beforeAll(async () => {
  echo = await startEchoServer();
});

afterAll(() => {
  for (const server of running) server.stop();
  echo?.server.close();
});

const getWithBody = (url: string) => ({ method: 'GET', url, postData: { mimeType: 'application/json', text: '{"user_group_id":"g1"}' }, headers: [{ name: 'Content-Type', value: 'application/json' }] });

describe('mintaka proxy', () => {
  let proxy: CliServer;
  beforeAll(async () => {
    // The fixture documents http://127.0.0.1:{port}/v1 (default port 9); the echo server's port is added with --allow.
    proxy = await startCliServer(['proxy', join(repoRoot, 'tests/fixtures/sites/playground'), '--port', '0', '--allow', `http://127.0.0.1:${echo.port}/v1`, '--host-name', 'docs.example.test'], /Playground proxy at (http:\/\/\S+?)\/_mintaka\/proxy/);
    running.push(proxy);
  });

  it('says where it listens, what it sends to, and how to route the docs site to it', async () => {
    // The fixture's servers with their variables filled in, the host of its api: page, and --allow.
    expect(proxy.output()).toContain(`sending only to: http://127.0.0.1:9, http://127.0.0.1:9/v1, https://eu.echo.test/v1, https://us.echo.test/v1, http://127.0.0.1:${echo.port}/v1`);
    await expect.poll(() => proxy.output()).toMatch(/Route \/_mintaka\/proxy of the docs site to it \(same origin\), e\.g\. nginx: location = \/_mintaka\/proxy \{ proxy_pass http:\/\/127\.0\.0\.1:\d+;/);
  });

  it('forwards a GET with a JSON body to a documented server, and refuses others', async () => {
    const sent = await postToProxy(proxy.url, getWithBody(`http://127.0.0.1:${echo.port}/v1/things/1`));
    expect(sent).toMatchObject({ status: 200, marker: '1', answer: { ok: true, status: 200 } });
    expect(echo.arrived.at(-1)).toMatchObject({ method: 'GET', url: '/v1/things/1', body: '{"user_group_id":"g1"}' });
    const refused = await postToProxy(proxy.url, getWithBody(`http://127.0.0.1:${echo.port}/admin`));
    expect(refused.answer).toMatchObject({ ok: false, error: { code: 'not-allowed' } });
    // A reader cannot point the port variable anywhere else: only its default and --allow.
    const otherPort = await postToProxy(proxy.url, getWithBody(`http://127.0.0.1:${echo.port + 1}/v1/things/1`));
    expect(otherPort.answer).toMatchObject({ ok: false, error: { code: 'not-allowed' } });
    expect(echo.arrived.at(-1)!.url).toBe('/v1/things/1');
  });

  it('answers only requests for its own address, localhost and --host-name names (DNS rebinding)', async () => {
    const port = new URL(proxy.url).port;
    // A page on a name that an attacker made resolve to this machine posts to the proxy, same-origin.
    const rebound = await requestWithHost(`${proxy.url}/_mintaka/proxy`, `attacker.test:${port}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://attacker.test:${port}`, 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify({ har: getWithBody(`http://127.0.0.1:${echo.port}/v1/rebound`) }),
    });
    expect(rebound).toEqual({ status: 403, text: `Blocked request: this server does not answer for the host "attacker.test". If the docs are served under that name, start it with --host-name attacker.test.\n` });
    expect(echo.arrived.some((request) => request.url === '/v1/rebound')).toBe(false);
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, 'docs.example.test']) {
      expect((await requestWithHost(`${proxy.url}/`, host)).status, host).toBe(404);
    }
    await expect.poll(() => proxy.output()).toContain('Refused a request for the host "attacker.test" (DNS rebinding guard); if the docs are served under that name, add --host-name attacker.test');
  });

  it('answers nothing but the proxy path', async () => {
    const response = await fetch(`${proxy.url}/`);
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('mintaka proxy answers POST /_mintaka/proxy only\n');
  });
});

describe('mintaka preview', () => {
  let preview: CliServer;
  beforeAll(async () => {
    // A built site: its pages and the allowlist the build writes.
    const out = mkdtempSync(join(tmpdir(), 'mintaka-preview-'));
    writeFileSync(join(out, 'index.html'), '<!doctype html><title>Built</title><p>Built site</p>');
    writeProxyTargets(out, [{ url: `http://127.0.0.1:${echo.port}/api`, source: 'mint.json api.baseUrl' }]);
    preview = await startCliServer(['preview', '--out', out, '--port', '0'], /Serving .+ at (http:\/\/\S+?)\/?\s/);
    running.push(preview);
  });

  it('serves the site and the proxy on the same origin', async () => {
    expect(await (await fetch(`${preview.url}/`)).text()).toContain('Built site');
    const sent = await postToProxy(preview.url, getWithBody(`http://127.0.0.1:${echo.port}/api/user`));
    expect(sent).toMatchObject({ status: 200, marker: '1', answer: { ok: true, status: 200 } });
    expect(echo.arrived.at(-1)).toMatchObject({ method: 'GET', url: '/api/user', body: '{"user_group_id":"g1"}' });
    const refused = await postToProxy(preview.url, getWithBody(`http://127.0.0.1:${echo.port}/v1/things`));
    expect(refused.answer).toMatchObject({ ok: false, error: { code: 'not-allowed' } });
  });

  it('serves only requests for its own address and localhost (DNS rebinding)', async () => {
    const port = new URL(preview.url).port;
    expect(await requestWithHost(`${preview.url}/`, `attacker.test:${port}`)).toMatchObject({ status: 403, text: expect.stringContaining('does not answer for the host "attacker.test"') });
    expect(await requestWithHost(`${preview.url}/`, `localhost:${port}`)).toMatchObject({ status: 200, text: expect.stringContaining('Built site') });
  });
});
