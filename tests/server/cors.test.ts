import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerConfig } from '../../server/config.ts';
import { sendRequest } from './helpers/http.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

// The docs site's API playground calls the server from the browser.

function preflight(url: string, origin: string) {
  return sendRequest(url, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'PUT', 'Access-Control-Request-Headers': 'authorization,content-type' },
  });
}

describe('with the default origins (the docs dev server)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.dispose());

  it.each(['http://localhost:4321', 'http://127.0.0.1:4321'])('answers a preflight from %s with 204 and the allowed headers', async (origin) => {
    const response = await preflight(server.url, origin);
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe(origin);
    expect(response.headers['access-control-allow-methods']).toBe('GET, PUT, POST, DELETE');
    expect(response.headers['access-control-allow-headers']).toBe('Authorization, Content-Type');
    expect(response.text).toBe('');
  });

  it('gives other origins no CORS headers, so browsers block them', async () => {
    const response = await preflight(server.url, 'https://evil.example');
    expect(response.status).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-headers']).toBeUndefined();
  });

  it('lets an allowed origin read successes and errors', async () => {
    const headers = { Origin: 'http://localhost:4321' };
    const created = await sendRequest(server.url, {
      method: 'PUT',
      apiKey: server.keys.Testing,
      headers,
      body: { user_group_id: 'unknown' },
    });
    expect(created.status).toBe(404);
    expect(created.headers['access-control-allow-origin']).toBe('http://localhost:4321');
    const refused = await sendRequest(server.url, { method: 'PUT', headers, body: { user_group_id: 'x' } });
    expect(refused.status).toBe(401);
    expect(refused.headers['access-control-allow-origin']).toBe('http://localhost:4321');
    expect(refused.headers.vary).toBe('Origin');
  });
});

describe('CORS_ORIGINS', () => {
  it('replaces the default origins with a comma-separated list', async () => {
    const { corsOrigins } = readServerConfig({ CORS_ORIGINS: 'https://docs.example.com, https://preview.example.com/' });
    expect(corsOrigins).toEqual(['https://docs.example.com', 'https://preview.example.com']);
    const server = await startTestServer({ corsOrigins });
    try {
      expect((await preflight(server.url, 'https://preview.example.com')).headers['access-control-allow-origin']).toBe('https://preview.example.com');
      expect((await preflight(server.url, 'http://localhost:4321')).headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await server.dispose();
    }
  });

  it('allows any origin with *', async () => {
    const server = await startTestServer({ corsOrigins: readServerConfig({ CORS_ORIGINS: '*' }).corsOrigins });
    try {
      expect((await preflight(server.url, 'https://anywhere.example')).headers['access-control-allow-origin']).toBe('https://anywhere.example');
    } finally {
      await server.dispose();
    }
  });

  it('defaults to the docs dev server', () => {
    expect(readServerConfig({}).corsOrigins).toEqual(['http://localhost:4321', 'http://127.0.0.1:4321']);
  });
});

describe('server settings', () => {
  it('defaults to port 4010 and the git-ignored .mintaka database file', () => {
    expect(readServerConfig({})).toMatchObject({ port: 4010, database: '.mintaka/user-group-api.sqlite' });
  });

  it('refuses a PORT that is not a port number, naming it', () => {
    expect(() => readServerConfig({ PORT: 'http' })).toThrow('PORT must be a whole number from 0 to 65535 (got "http").');
  });
});
