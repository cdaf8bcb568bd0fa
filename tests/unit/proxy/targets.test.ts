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
      message: 'https://evil.test/x is not one of the API servers this site documents (https://api.example.com/v1/), so the proxy does not send to it',
    });
  });

  it('lets an enum variable take only its listed values', () => {
    const specs: ProxyTargetSpec[] = [{ url: 'https://{region}.example.com/{version}', variables: { region: { enum: ['us', 'eu'] }, version: { enum: ['v1'] } }, source: 't' }];
    expect(allows(specs, 'https://eu.example.com/v1/x')).toBe(true);
    expect(allows(specs, 'https://asia.example.com/v1/x')).toBe(false);
    expect(allows(specs, 'https://eu.example.com/v2/x')).toBe(false);
  });

  it('keeps a free variable inside its part of the URL', () => {
    const specs: ProxyTargetSpec[] = [{ url: 'https://{tenant}.example.com:{port}/api', variables: { tenant: { default: 'acme' }, port: { default: '443' } }, source: 't' }];
    expect(allows(specs, 'https://acme.example.com:8443/api/users')).toBe(true);
    expect(allows(specs, 'https://other.example.com:9000/api')).toBe(true);
    expect(allows(specs, 'https://evil.test/.example.com:1/api')).toBe(false);
    expect(allows(specs, 'https://evil.test:1/api')).toBe(false);
  });

  it('knows the host as written when only the port is a variable', () => {
    const [target] = compileTargets([{ url: 'http://127.0.0.1:{port}/v1', source: 't' }]);
    expect(target!.literalHost).toBe('127.0.0.1');
    expect(compileTargets([{ url: 'https://{tenant}.example.com', source: 't' }])[0]!.literalHost).toBeUndefined();
    expect(compileTargets([{ url: 'http://[::1]:8080', source: 't' }])[0]!.literalHost).toBe('::1');
  });

  it('matches a localhost base URL with its port only', () => {
    const specs: ProxyTargetSpec[] = [{ url: 'http://localhost:4010', source: 't' }];
    expect(allows(specs, 'http://localhost:4010/api/user')).toBe(true);
    expect(allows(specs, 'http://localhost:4011/api/user')).toBe(false);
    expect(allows(specs, 'http://127.0.0.1:4010/api/user')).toBe(false);
  });

  it('ignores entries that are not absolute http(s) URLs', () => {
    expect(compileTargets([{ url: '/v1', source: 't' }, { url: 'ftp://x.test', source: 't' }, { url: 'https://a@b.test', source: 't' }])).toEqual([]);
  });
});
