import { describe, expect, it } from 'vitest';
import type { OpenApiDocument } from '../../../src/core/openapi/document-types.ts';
import { collectProxyTargets, compileTargets, matchTarget } from '../../../src/core/proxy/targets.ts';
import type { ProxyTargetSpec } from '../../../src/core/proxy/types.ts';

const allows = (specs: ProxyTargetSpec[], url: string) => matchTarget(url, compileTargets(specs)).ok;

describe('collecting the allowlist', () => {
  it('takes api.baseUrl, document, path and operation servers, and api: page hosts, once each', () => {
    const document = {
      openapi: '3.1.0',
      info: { title: 'T', version: '1' },
      servers: [{ url: 'https://api.example.com/v1' }, { url: '/relative' }],
      paths: {
        '/a': { servers: [{ url: 'https://eu.example.com' }], get: { servers: [{ url: 'https://{region}.example.com', variables: { region: { default: 'us', enum: ['us', 'eu'] } } }], responses: {} } },
        '/b': { post: { servers: [{ url: 'https://api.example.com/v1' }], responses: {} } },
      },
    } as unknown as OpenApiDocument;
    const targets = collectProxyTargets({
      baseUrls: ['http://localhost:4010'],
      documents: [{ file: 'openapi.yaml', document }],
      endpointUrls: ['https://mdx.example.com/users/{id}', '/relative/path'],
    });
    expect(targets).toEqual([
      { url: 'http://localhost:4010', source: 'mint.json api.baseUrl' },
      { url: 'https://mdx.example.com', source: 'an api: page' },
      { url: 'https://api.example.com/v1', source: 'openapi.yaml' },
      { url: 'https://eu.example.com', source: 'openapi.yaml' },
      { url: 'https://{region}.example.com', variables: { region: { enum: ['us', 'eu'], default: 'us' } }, source: 'openapi.yaml' },
    ]);
  });
});

describe('matching a request URL', () => {
  const base: ProxyTargetSpec[] = [{ url: 'https://api.example.com/v1/', source: 't' }];

  it('allows the documented server and any path under its path', () => {
    expect(allows(base, 'https://api.example.com/v1')).toBe(true);
    expect(allows(base, 'https://api.example.com/v1/users/1?x=1')).toBe(true);
    expect(allows(base, 'https://API.EXAMPLE.COM:443/v1/users')).toBe(true);
  });

  it('refuses other hosts, ports, schemes and paths outside the server path', () => {
    expect(allows(base, 'https://api.example.com/v2/users')).toBe(false);
    expect(allows(base, 'https://api.example.com/v1x')).toBe(false);
    expect(allows(base, 'https://api.example.com/v1/../admin')).toBe(false);
    expect(allows(base, 'https://api.example.com/v1/%2e%2e/admin')).toBe(false);
    expect(allows(base, 'http://api.example.com/v1/users')).toBe(false);
    expect(allows(base, 'https://api.example.com:8443/v1')).toBe(false);
    expect(allows(base, 'https://api.example.com.evil.test/v1')).toBe(false);
    expect(allows(base, 'https://evil.test/v1')).toBe(false);
    expect(allows(base, 'file:///etc/passwd')).toBe(false);
  });

  it('refuses credentials in the URL, which would hide the real host from a careless reader', () => {
    const result = matchTarget('https://api.example.com@evil.test/v1', compileTargets(base));
    expect(result.ok).toBe(false);
    const userinfo = matchTarget('https://user:pw@api.example.com/v1', compileTargets(base));
    expect(userinfo).toMatchObject({ ok: false, message: expect.stringContaining('user name or password') });
  });

  it('says which servers are documented when it refuses', () => {
    expect(matchTarget('https://evil.test/x', compileTargets(base))).toEqual({
      ok: false,
      message: 'https://evil.test/x is not one of the API servers this site documents (https://api.example.com/v1), so the proxy does not send to it',
    });
  });

  it('lets an enum variable take only its listed values', () => {
    const specs: ProxyTargetSpec[] = [{ url: 'https://{region}.example.com/{version}', variables: { region: { enum: ['us', 'eu'] }, version: { enum: ['v1'] } }, source: 't' }];
    expect(allows(specs, 'https://eu.example.com/v1/x')).toBe(true);
    expect(allows(specs, 'https://asia.example.com/v1/x')).toBe(false);
    expect(allows(specs, 'https://eu.example.com/v2/x')).toBe(false);
  });

  it('knows the host each entry names, variables filled in', () => {
    expect(compileTargets([{ url: 'http://127.0.0.1:{port}/v1', variables: { port: { default: '4010' } }, source: 't' }]).map((t) => t.hostname)).toEqual(['127.0.0.1']);
    expect(compileTargets([{ url: 'https://{tenant}.example.com', variables: { tenant: { enum: ['a', 'b'] } }, source: 't' }]).map((t) => t.hostname)).toEqual(['a.example.com', 'b.example.com']);
    expect(compileTargets([{ url: 'http://[::1]:8080', source: 't' }])[0]!.hostname).toBe('::1');
  });

  it('matches a localhost base URL with its port only', () => {
    const specs: ProxyTargetSpec[] = [{ url: 'http://localhost:4010', source: 't' }];
    expect(allows(specs, 'http://localhost:4010/api/user')).toBe(true);
    expect(allows(specs, 'http://localhost:4011/api/user')).toBe(false);
    expect(allows(specs, 'http://127.0.0.1:4010/api/user')).toBe(false);
  });

  it('keeps a path that decodes to a step out of the server path from leaving it', () => {
    for (const path of ['..%2fadmin', '..%2Fadmin', '%2e%2e%2fadmin', '%2e%2e/admin', '..%5cadmin', '%252e%252e%252fadmin', '..;/admin', 'x/..%2f..%2fadmin', '.%2e/admin']) {
      expect(allows(base, `https://api.example.com/v1/${path}`), path).toBe(false);
    }
    expect(matchTarget('https://api.example.com/v1/..%2fadmin', compileTargets(base))).toEqual({
      ok: false,
      message: 'https://api.example.com/v1/..%2fadmin steps out of the documented path /v1 once decoded, so the proxy does not send it',
    });
    // An encoded slash inside a segment (an id like "group/project") stays under the server path.
    expect(allows(base, 'https://api.example.com/v1/projects/group%2Fproject')).toBe(true);
    expect(allows(base, 'https://api.example.com/v1/a/..%2fb')).toBe(true);
  });

  it('ignores entries that are not absolute http(s) URLs', () => {
    expect(compileTargets([{ url: '/v1', source: 't' }, { url: 'ftp://x.test', source: 't' }, { url: 'https://a@b.test', source: 't' }])).toEqual([]);
  });
});

describe('server variables', () => {
  const spec = (url: string, variables?: ProxyTargetSpec['variables']): ProxyTargetSpec => ({ url, ...(variables ? { variables } : {}), source: 't' });

  it('reads a variable written in the authority as the text it stands for, never as part of the host', () => {
    const specs = [spec('https://api.example.com{basePath}', { basePath: { default: '/v2' } })];
    expect(allows(specs, 'https://api.example.com/v2/users')).toBe(true);
    expect(allows(specs, 'https://api.example.com.attacker.net/v2/users')).toBe(false);
    expect(allows(specs, 'https://api.example.com.attacker.net')).toBe(false);
    expect(allows(specs, 'https://api.example.com/v3/users')).toBe(false);
  });

  it('lets a variable without enum take only its default: a free port does not open every local port', () => {
    const specs = [spec('http://127.0.0.1:{port}/v1', { port: { default: '4010' } })];
    expect(allows(specs, 'http://127.0.0.1:4010/v1/things')).toBe(true);
    expect(allows(specs, 'http://127.0.0.1:4321/v1/things')).toBe(false);
    expect(allows(specs, 'http://127.0.0.1:22/v1')).toBe(false);
  });

  it('lets --allow add the values the person running Mintaka wants', () => {
    const specs = [spec('http://127.0.0.1:{port}/v1', { port: { default: '4010' } }), { url: 'http://127.0.0.1:5000/v1', source: '--allow' }];
    expect(allows(specs, 'http://127.0.0.1:5000/v1/things')).toBe(true);
    expect(allows(specs, 'http://127.0.0.1:5001/v1/things')).toBe(false);
  });

  it('lets an enum variable take exactly its listed values, in every combination', () => {
    const specs = [spec('https://{region}.example.com/{version}', { region: { enum: ['us', 'eu'], default: 'us' }, version: { enum: ['v1', 'v2'] } })];
    expect(allows(specs, 'https://eu.example.com/v2/x')).toBe(true);
    expect(allows(specs, 'https://us.example.com/v1/x')).toBe(true);
    expect(allows(specs, 'https://asia.example.com/v1/x')).toBe(false);
    expect(allows(specs, 'https://eu.example.com/v3/x')).toBe(false);
  });

  it('never lets a variable change the scheme or the host', () => {
    const scheme = [spec('{scheme}://api.example.com', { scheme: { default: 'https' } })];
    expect(allows(scheme, 'https://api.example.com/x')).toBe(true);
    expect(allows(scheme, 'http://api.example.com/x')).toBe(false);
    const host = [spec('https://{host}/v1', { host: { default: 'api.example.com' } })];
    expect(allows(host, 'https://api.example.com/v1/x')).toBe(true);
    expect(allows(host, 'https://evil.test/v1/x')).toBe(false);
    const tenant = [spec('https://{tenant}.example.com:{port}/api', { tenant: { default: 'acme' }, port: { default: '443' } })];
    expect(allows(tenant, 'https://acme.example.com/api/users')).toBe(true);
    expect(allows(tenant, 'https://other.example.com/api')).toBe(false);
    expect(allows(tenant, 'https://acme.example.com:8443/api')).toBe(false);
  });

  it('allows nothing through a variable that has neither enum nor default', () => {
    expect(compileTargets([spec('https://{tenant}.example.com'), spec('https://api.example.com/{version}', { version: {} })])).toEqual([]);
  });
});
