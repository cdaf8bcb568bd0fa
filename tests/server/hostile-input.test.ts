import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createClient, sendRequest } from './helpers/http.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

// Input built to break the server, not mistakes: each is a 400 that says what is wrong (never
// a 500 and a logged stack trace, never stored altered), and a refused request's body is not
// read to its end.

let server: TestServer;
let api: ReturnType<typeof createClient>;

beforeAll(async () => {
  server = await startTestServer();
  api = createClient(server.url, server.keys.Testing);
});
afterAll(() => server?.dispose());

const raw = (text: string) => api.getOrCreate(undefined, { rawBody: text, headers: { 'Content-Type': 'application/json' } });

describe('JSON nested too deep', () => {
  it('is a 400 saying so, with nothing logged', async () => {
    const logged = vi.spyOn(console, 'error');
    for (const depth of [65, 5_000]) {
      const response = await raw(`{"user_group_id":"deep","name":"Deep","properties":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`);
      expect(response.status, `depth ${depth}`).toBe(400);
      expect(response.body.error).toEqual({ code: 'invalid_body', message: 'The request body nests objects and arrays deeper than 64 levels.' });
    }
    expect(logged).not.toHaveBeenCalled();
    logged.mockRestore();
  });

  it('is accepted up to 64 levels', async () => {
    const properties = `${'{"a":'.repeat(62)}[1]${'}'.repeat(62)}`;
    expect((await raw(`{"user_group_id":"deep-ok","name":"Deep","properties":${properties}}`)).status).toBe(201);
  });
});

describe('lone UTF-16 surrogates', () => {
  it('are a 400 naming the field, wherever the string is', async () => {
    const cases: Array<[string, string]> = [
      ['{"user_group_id":"a\\ud800","name":"x"}', 'user_group_id'],
      ['{"user_group_id":"a\\udc00","name":"x"}', 'user_group_id'],
      ['{"user_group_id":"s1","name":"\\udfff"}', 'name'],
      ['{"user_group_id":"s2","name":"x","mapping":{"k\\ud800":"v"}}', 'mapping'],
      ['{"user_group_id":"s3","name":"x","properties":{"list":["ok","\\ud83d"]}}', 'properties.list[1]'],
    ];
    for (const [body, field] of cases) {
      const response = await raw(body);
      expect(response.status, body).toBe(400);
      expect(response.body.error, body).toMatchObject({ code: 'invalid_value', field });
      expect(response.body.error.message, body).toMatch(/lone UTF-16 surrogate/);
    }
  });

  it('no longer turn two ids into one', async () => {
    expect((await raw('{"user_group_id":"a\\ud800","name":"x"}')).status).toBe(400);
    expect((await raw('{"user_group_id":"a\\udc00","name":"x"}')).status).toBe(400);
    // A surrogate pair is one character, and fine.
    const emoji = await raw('{"user_group_id":"a\\ud83d\\ude00","name":"x"}');
    expect(emoji.status).toBe(201);
    expect(emoji.body.user_group.provided_id).toBe('a😀');
  });
});

describe('numbers outside the safe range in properties', () => {
  it('are a 400 naming the field, not stored rounded or as null', async () => {
    for (const [number, field] of [['9007199254740993', 'properties.n'], ['-9007199254740993', 'properties.n'], ['1e400', 'properties.n'], ['[1, 1e300]', 'properties.n[1]']] as const) {
      const response = await raw(`{"user_group_id":"n","name":"x","properties":{"n":${number}}}`);
      expect(response.status, number).toBe(400);
      expect(response.body.error, number).toMatchObject({ code: 'invalid_value', field });
      expect(response.body.error.message, number).toContain('safe range');
    }
  });

  it('are stored exactly within it', async () => {
    const response = await raw('{"user_group_id":"n-ok","name":"x","properties":{"max":9007199254740991,"min":-9007199254740991,"pi":3.14159}}');
    expect(response.status).toBe(201);
    expect(response.text).toContain('"max":9007199254740991');
    expect(response.body.user_group.properties).toEqual({ max: 9007199254740991, min: -9007199254740991, pi: 3.14159 });
  });
});

describe('a request refused before its body is read', () => {
  /**
   * Sends a PUT with `authorization` that declares a large body and sends it slowly, 1 KB at a
   * time, for up to 400 pieces; resolves with the status and whether the server closed the
   * connection before the client stopped.
   */
  function trickle(authorization: string): Promise<{ status: number; closedByServer: boolean }> {
    return new Promise((resolve) => {
      const req = request(new URL('/api/user', server.url), { method: 'PUT', headers: { Authorization: authorization, 'Content-Type': 'application/json', 'Content-Length': String(100 * 1024 * 1024) } });
      let status = 0;
      let pieces = 0;
      const timer = setInterval(() => {
        if (++pieces > 400) {
          clearInterval(timer);
          req.destroy();
          resolve({ status, closedByServer: false });
        } else req.write(Buffer.alloc(1024, 0x20));
      }, 50);
      const closed = () => {
        if (pieces > 400) return;
        clearInterval(timer);
        pieces = 401;
        resolve({ status, closedByServer: true });
      };
      req.on('response', (res) => {
        status = res.statusCode ?? 0;
        res.resume();
      });
      req.on('socket', (socket) => socket.on('close', closed));
      req.on('error', () => {});
      req.flushHeaders();
    });
  }

  it('with a refused credential: answered 401, then the connection is closed instead of being held open while the client sends', async () => {
    expect(await trickle('Token ugk_wrong')).toEqual({ status: 401, closedByServer: true });
    // The server keeps serving.
    expect((await sendRequest(server.url, { method: 'GET', apiKey: server.keys.Testing, body: { user_group_id: 'after', name: 'After' } })).status).toBe(201);
  });
});
