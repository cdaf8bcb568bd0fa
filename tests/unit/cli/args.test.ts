import { describe, expect, it } from 'vitest';
import { parseCliArgs, USAGE } from '../../../src/cli/args.ts';

describe('the serving flags of dev, preview and proxy', () => {
  it('collects repeated --host-name and --trusted-proxy', () => {
    expect(parseCliArgs(['proxy', 'dist', '--host-name', 'docs.example.com', '--host-name', '.example.org', '--trusted-proxy', 'loopback', '--trusted-proxy', '10.0.0.0/8'])).toEqual({
      ok: true,
      options: expect.objectContaining({ command: 'proxy', hostNames: ['docs.example.com', '.example.org'], trustedProxies: ['loopback', '10.0.0.0/8'] }),
    });
  });

  it('refuses a --host-name that is not a host name, and a --trusted-proxy that is not an address', () => {
    expect(parseCliArgs(['preview', '--host-name', 'https://docs.example.com'])).toEqual({
      ok: false,
      message: '--host-name needs a host name like docs.example.com (or .example.com for every subdomain), found "https://docs.example.com"',
    });
    expect(parseCliArgs(['proxy', '--trusted-proxy', 'nginx'])).toEqual({
      ok: false,
      message: '--trusted-proxy needs an IP address, a CIDR range (10.0.0.0/8) or loopback, linklocal or uniquelocal: invalid IP address: nginx',
    });
  });

  it('are in the help', () => {
    expect(USAGE).toContain('--host-name NAME');
    expect(USAGE).toContain('--trusted-proxy ADDRESS');
  });
});
