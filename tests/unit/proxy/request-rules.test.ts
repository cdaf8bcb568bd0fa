import { describe, expect, it } from 'vitest';
import { createRateLimiter } from '../../../src/core/proxy/rate-limit.ts';
import { checkProxyCaller } from '../../../src/core/proxy/request-guard.ts';
import { validateProxyEnvelope } from '../../../src/core/proxy/validate-request.ts';

const json = 'application/json';

describe('who may call the proxy', () => {
  it('accepts a same-origin JSON POST from the docs pages', () => {
    expect(checkProxyCaller({ method: 'POST', contentType: json, secFetchSite: 'same-origin', origin: 'http://docs.test', host: 'docs.test' })).toEqual({ ok: true });
    expect(checkProxyCaller({ method: 'POST', contentType: 'application/json; charset=utf-8', origin: 'http://docs.test:4321', host: 'docs.test:4321' })).toEqual({ ok: true });
    expect(checkProxyCaller({ method: 'POST', contentType: json, origin: 'https://docs.test', host: '127.0.0.1:4322', forwardedHost: 'docs.test' })).toEqual({ ok: true });
  });

  it('refuses other sites, other methods and other content types', () => {
    expect(checkProxyCaller({ method: 'POST', contentType: json, secFetchSite: 'cross-site', origin: 'https://evil.test', host: 'docs.test' })).toMatchObject({ ok: false, status: 403, error: { code: 'cross-origin' } });
    expect(checkProxyCaller({ method: 'POST', contentType: json, secFetchSite: 'same-site', host: 'docs.test' })).toMatchObject({ ok: false, status: 403 });
    expect(checkProxyCaller({ method: 'POST', contentType: json, origin: 'https://evil.test', host: 'docs.test' })).toMatchObject({ ok: false, status: 403 });
    expect(checkProxyCaller({ method: 'POST', contentType: json, host: 'docs.test' })).toMatchObject({ ok: false, status: 403, error: { message: expect.stringContaining('no Origin') } });
    expect(checkProxyCaller({ method: 'GET', secFetchSite: 'same-origin', host: 'docs.test' })).toMatchObject({ ok: false, status: 405 });
    // A form post (text/plain, urlencoded) needs no preflight, so it must never be accepted.
    expect(checkProxyCaller({ method: 'POST', contentType: 'text/plain', secFetchSite: 'same-origin', host: 'docs.test' })).toMatchObject({ ok: false, status: 415 });
  });
});

describe('rate limit', () => {
  it('allows 60 requests a minute per client, then says how long to wait', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 60, windowMs: 60_000, now: () => now });
    for (let i = 0; i < 60; i++) {
      now = i * 100;
      expect(limiter.take('a').ok).toBe(true);
    }
    expect(limiter.take('a')).toEqual({ ok: false, retryAfterMs: 54_100 });
    expect(limiter.take('b').ok).toBe(true);
    now = 60_001;
    expect(limiter.take('a').ok).toBe(true);
  });
});

describe('the request description', () => {
  const har = (extra: Record<string, unknown> = {}) => JSON.stringify({ har: { method: 'GET', url: 'http://localhost:4010/api/user', headers: [], cookies: [], ...extra } });

  it('keeps a GET body, the headers the reader set and cookies as one Cookie header', () => {
    const result = validateProxyEnvelope(
      har({
        headers: [{ name: 'Authorization', value: 'Token abc' }, { name: 'Host', value: 'evil.test' }, { name: 'Connection', value: 'close' }, { name: 'Content-Length', value: '1' }],
        cookies: [{ name: 'session', value: 's1' }, { name: 'theme', value: 'dark' }],
        postData: { mimeType: 'application/json', text: '{"name":"Ä"}' },
      }),
    );
    expect(result).toEqual({
      ok: true,
      request: {
        method: 'GET',
        url: 'http://localhost:4010/api/user',
        headers: [['Authorization', 'Token abc'], ['Cookie', 'session=s1; theme=dark'], ['Content-Type', 'application/json']],
        body: new TextEncoder().encode('{"name":"Ä"}'),
      },
    });
  });

  it('refuses bodies over 1 MB', () => {
    const result = validateProxyEnvelope(har({ method: 'POST', postData: { mimeType: 'text/plain', text: 'x'.repeat(1024 * 1024 + 1) } }));
    expect(result).toEqual({ ok: false, error: { code: 'request-too-large', message: 'the request body is 1.0 MB; the proxy sends at most 1.0 MB' } });
  });

  it('refuses header injection, odd methods and relative URLs with a reason', () => {
    expect(validateProxyEnvelope(har({ headers: [{ name: 'X-A', value: 'a\r\nHost: evil' }] }))).toMatchObject({ ok: false, error: { message: 'the value of the header X-A contains a line break' } });
    expect(validateProxyEnvelope(har({ headers: [{ name: 'Bad Name', value: 'a' }] }))).toMatchObject({ ok: false, error: { code: 'invalid-request' } });
    expect(validateProxyEnvelope(har({ method: 'CONNECT' }))).toMatchObject({ ok: false, error: { message: expect.stringContaining('CONNECT') } });
    expect(validateProxyEnvelope(har({ url: '/api/user' }))).toMatchObject({ ok: false, error: { message: 'the request needs an absolute http(s) URL: choose a base URL' } });
    expect(validateProxyEnvelope('{')).toMatchObject({ ok: false, error: { message: 'the request description is not valid JSON' } });
  });

  it('encodes form and multipart bodies', () => {
    const form = validateProxyEnvelope(har({ method: 'POST', postData: { mimeType: 'application/x-www-form-urlencoded', params: [{ name: 'a b', value: '1&2' }] } }));
    expect(form.ok && new TextDecoder().decode(form.request.body)).toBe('a+b=1%262');
    const multipart = validateProxyEnvelope(har({ method: 'POST', headers: [{ name: 'Content-Type', value: 'multipart/form-data' }], postData: { mimeType: 'multipart/form-data', params: [{ name: 'note', value: 'hi' }] } }));
    expect(multipart.ok && multipart.request.headers).toEqual([['Content-Type', 'multipart/form-data; boundary=mintaka-boundary-7MA4YWxkTrZu0gW']]);
    expect(multipart.ok && new TextDecoder().decode(multipart.request.body)).toBe('--mintaka-boundary-7MA4YWxkTrZu0gW\r\nContent-Disposition: form-data; name="note"\r\n\r\nhi\r\n--mintaka-boundary-7MA4YWxkTrZu0gW--\r\n');
  });
});
