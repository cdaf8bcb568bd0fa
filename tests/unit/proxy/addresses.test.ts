import { describe, expect, it } from 'vitest';
import { checkAddress, isPublicAddress } from '../../../src/core/proxy/addresses.ts';

describe('address checks (DNS rebinding, internal services)', () => {
  it('treats private, loopback, link-local and metadata addresses as internal', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00::1', 'fe80::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1']) {
      expect(isPublicAddress(address), address).toBe(false);
    }
    for (const address of ['93.184.216.34', '1.1.1.1', '2606:4700::1111']) expect(isPublicAddress(address), address).toBe(true);
  });

  it('checks an IPv6 address that carries an IPv4 one as the IPv4 address it carries', () => {
    // 127.0.0.1, 10.0.0.1 and 169.254.169.254 inside each form that embeds IPv4.
    const internal = [
      '::ffff:7f00:1', '::ffff:0:7f00:1', '::7f00:1', '::a00:1', '::127.0.0.1',
      '64:ff9b::7f00:1', '64:ff9b::a9fe:a9fe', '64:ff9b::10.0.0.1',
      '64:ff9b:1::7f00:1', '64:ff9b:1:7f00:0:100::', '64:ff9b:1:a9:fe:a9fe::',
      '2002:7f00:1::', '2002:a9fe:a9fe::1', '2002:a00:1:1::1',
      // Teredo: server 65.54.227.120, client (bits inverted) 127.0.0.1, and the other way round.
      '2001:0:4136:e378:8000:63bf:80ff:fffe', '2001:0:7f00:1:8000:63bf:a247:2ddd',
      'fec0::1',
    ];
    for (const address of internal) expect(isPublicAddress(address), address).toBe(false);
    // 93.184.216.34 inside the same forms is public.
    for (const address of ['::ffff:5db8:d822', '64:ff9b::5db8:d822', '64:ff9b::93.184.216.34', '2002:5db8:d822::1', '2001:0:4136:e378:8000:63bf:a247:2ddd']) {
      expect(isPublicAddress(address), address).toBe(true);
    }
  });

  it('refuses an embedded internal address even when the docs name the host it came from', () => {
    expect(checkAddress('64:ff9b::a9fe:a9fe', { hostname: 'api.example.com', literalHost: 'api.example.com', trusted: new Set(['93.184.216.34']) }).ok).toBe(false);
    expect(checkAddress('::ffff:7f00:1', { hostname: 'localhost', literalHost: 'localhost' }).ok).toBe(true);
    expect(checkAddress('::ffff:7f00:1', { hostname: '127.0.0.1', literalHost: '127.0.0.1' }).ok).toBe(true);
  });

  it('lets a documented public host lead to any public address', () => {
    expect(checkAddress('93.184.216.34', { hostname: 'api.example.com', literalHost: 'api.example.com' })).toEqual({ ok: true });
  });

  it('refuses a public host name that now resolves to an internal address', () => {
    expect(checkAddress('169.254.169.254', { hostname: 'api.example.com', literalHost: 'api.example.com', trusted: new Set(['93.184.216.34']) })).toEqual({
      ok: false,
      message: 'api.example.com resolves to 169.254.169.254, an internal address that the documented server does not name, so the proxy does not connect to it',
    });
  });

  it('allows an internal address the documented name resolved to when the proxy started', () => {
    expect(checkAddress('10.0.0.5', { hostname: 'api.intranet', literalHost: 'api.intranet', trusted: new Set(['10.0.0.5']) }).ok).toBe(true);
    expect(checkAddress('10.0.0.6', { hostname: 'api.intranet', literalHost: 'api.intranet', trusted: new Set(['10.0.0.5']) }).ok).toBe(false);
  });

  it('allows loopback for a documented localhost and the exact IP written in the docs', () => {
    expect(checkAddress('127.0.0.1', { hostname: 'localhost', literalHost: 'localhost' }).ok).toBe(true);
    expect(checkAddress('::1', { hostname: 'localhost', literalHost: 'localhost' }).ok).toBe(true);
    expect(checkAddress('10.0.0.1', { hostname: 'localhost', literalHost: 'localhost' }).ok).toBe(false);
    expect(checkAddress('127.0.0.1', { hostname: '127.0.0.1', literalHost: '127.0.0.1' }).ok).toBe(true);
    expect(checkAddress('127.0.0.2', { hostname: '127.0.0.2', literalHost: '127.0.0.1' }).ok).toBe(false);
  });

  it('gives a host matched through a free variable public addresses only', () => {
    expect(checkAddress('127.0.0.1', { hostname: 'localhost' }).ok).toBe(false);
    expect(checkAddress('10.0.0.1', { hostname: 'tenant.example.com' }).ok).toBe(false);
  });
});
