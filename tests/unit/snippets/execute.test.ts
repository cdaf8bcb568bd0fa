// The generated programs are run for real against a local echo server, and the request it
// receives is compared byte for byte with what the HAR describes.
import { execFile } from 'node:child_process';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HarRequest } from '../../../src/core/openapi/index.ts';
import { generateSnippet, type SnippetTarget } from '../../../src/core/snippets/index.ts';
import { simpleHar, TRICKY, TRICKY_HEADER, trickyHar } from './fixtures.ts';

const run = promisify(execFile);

interface Received {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let server: Server;
let baseUrl: string;
const received: Received[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function hasCommand(command: string, args: string[]): Promise<boolean> {
  try {
    await run(command, args);
    return true;
  } catch {
    return false;
  }
}

/** Runs a snippet and returns the one request the server received. */
async function execute(target: SnippetTarget, har: HarRequest): Promise<Received> {
  const source = generateSnippet(har, target);
  received.length = 0;
  const options = { timeout: 20_000, env: { ...process.env, HOME: '/nonexistent-home' } };
  if (target === 'bash') await run('bash', ['-c', source], options);
  else if (target === 'python') await run('python3', ['-c', source], options);
  else if (target === 'javascript' || target === 'node') await run(process.execPath, ['--input-type=module', '-e', source], options);
  else if (target === 'java') {
    const dir = await mkdtemp(path.join(tmpdir(), 'mintaka-java-'));
    await writeFile(path.join(dir, 'Main.java'), source);
    await run('java', [path.join(dir, 'Main.java')], options);
  } else throw new Error(`no runner for ${target}`);
  expect(received).toHaveLength(1);
  return received[0];
}

/** Python's json.dumps defaults: ", " and ": " separators, non-ASCII as \uXXXX. */
function pythonJsonDumps(value: unknown): string {
  return JSON.stringify(value, null, 1)
    .replace(/\n\s*/g, (match, offset: number, whole: string) => (whole[offset - 1] === '[' || whole[offset - 1] === '{' ? '' : ' '))
    .replace(/ ([\]}])/g, '$1')
    .replace(/[\u007f-\uffff]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

const requestsInstalled = await hasCommand('python3', ['-c', 'import requests']);
/**
 * The Python samples run where python3 has requests. CI must have it (the test fails there
 * without it); on a writer's clone without it they are skipped, with a line that says why.
 */
const runPython = requestsInstalled || Boolean(process.env.CI);
if (!runPython) console.warn('tests/unit/snippets/execute.test.ts: the Python samples are skipped: python3 with the requests package is not installed (pip install requests)');
const javaInstalled = await hasCommand('java', ['-version']);

describe('generated code sends exactly the described request', () => {
  const tricky = () => trickyHar(baseUrl);
  const expectTrickyRequest = (request: Received) => {
    expect(request.method).toBe('POST');
    expect(request.url).toBe(tricky().url.slice(baseUrl.length));
    expect(request.headers['x-note']).toBe(TRICKY_HEADER);
    expect(request.headers.authorization).toBe('Bearer <token>');
    expect(request.headers.cookie).toBe('session=abc');
    expect(new URL(tricky().url).searchParams.get('q')).toBe(TRICKY);
  };
  const value = () => JSON.parse(tricky().postData?.text ?? '') as unknown;

  it('cURL (bash)', async () => {
    const request = await execute('bash', tricky());
    expectTrickyRequest(request);
    expect(request.body.toString('utf8')).toBe(tricky().postData?.text);
  });

  it.runIf(runPython)('Python (requests) sends json.dumps of the payload (runs where python3 has requests, always in CI)', async () => {
    expect(requestsInstalled, 'python3 with the requests package is needed to run the Python sample').toBe(true);
    const request = await execute('python', tricky());
    expectTrickyRequest(request);
    expect(request.body.toString('utf8')).toBe(pythonJsonDumps(value()));
    expect(JSON.parse(request.body.toString('utf8'))).toEqual(value());
  });

  it('JavaScript (fetch) sends JSON.stringify of the payload', async () => {
    const request = await execute('javascript', tricky());
    expectTrickyRequest(request);
    expect(request.body.toString('utf8')).toBe(JSON.stringify(value()));
  });

  it.runIf(javaInstalled)('Java (HttpClient) sends the exact body (runs when a JDK is installed)', async () => {
    const request = await execute('java', tricky());
    expectTrickyRequest(request);
    expect(request.body.toString('utf8')).toBe(tricky().postData?.text);
  });
});

describe('GET with a JSON body is sent with its body', () => {
  const getWithBody = () =>
    simpleHar({
      url: `${baseUrl}/search?q=1`,
      headers: [{ name: 'Content-Type', value: 'application/json' }],
      postData: { mimeType: 'application/json', text: `{\n  "query": ${JSON.stringify(TRICKY)}\n}` },
    });

  it('cURL', async () => {
    const request = await execute('bash', getWithBody());
    expect([request.method, request.url, request.body.toString('utf8')]).toEqual(['GET', '/search?q=1', getWithBody().postData?.text]);
  });

  it.runIf(runPython)('Python', async () => {
    const request = await execute('python', getWithBody());
    expect([request.method, request.body.toString('utf8')]).toEqual(['GET', pythonJsonDumps({ query: TRICKY })]);
  });

  it('Node.js (node:http, since fetch refuses GET bodies)', async () => {
    const request = await execute('node', getWithBody());
    expect([request.method, request.url, request.body.toString('utf8')]).toEqual(['GET', '/search?q=1', getWithBody().postData?.text]);
  });
});
