import { describe, expect, test } from 'vitest';
import { parseDocsConfig } from '../../../src/config/docs/load.ts';
import { parseMintConfig } from '../../../src/config/load.ts';
import { upgradeMintConfig } from '../../../src/config/mint/upgrade.ts';

function upgrade(raw: Record<string, unknown>) {
  const parsed = parseMintConfig(raw);
  if (!parsed.ok) throw new Error(parsed.errors.join('\n'));
  const result = upgradeMintConfig(parsed.config, raw);
  // Whatever it writes, Mintaka reads back.
  const check = parseDocsConfig(JSON.parse(JSON.stringify(result.docs)));
  if (!check.ok) throw new Error(check.errors.join('\n'));
  return result;
}

describe('mintaka upgrade: mint.json to docs.json', () => {
  test('moves each setting to its docs.json place', () => {
    const { docs, notCarried } = upgrade({
      name: 'Acme',
      theme: 'venus',
      logo: '/logo.svg',
      favicon: '/favicon.svg',
      colors: { primary: '#0D9373', light: '#07C983', background: { dark: '#000000' } },
      modeToggle: { default: 'dark', isHidden: true },
      backgroundImage: '/bg.png',
      background: { style: 'grid' },
      eyebrow: { display: 'breadcrumbs' },
      codeBlock: { mode: 'dark' },
      topbarLinks: [{ name: 'Blog', url: 'https://acme.test/blog' }, { type: 'github', url: 'https://github.com/acme/acme' }],
      topbarCtaButton: { name: 'Sign up', url: 'https://app.acme.test' },
      font: { family: 'Inter', url: 'https://acme.test/inter.woff2', format: 'woff2' },
      footerSocials: { x: 'https://x.com/acme' },
      footer: { links: [{ title: 'Company', links: [{ label: 'About', url: '/about' }] }] },
      metadata: { 'og:image': '/og.png' },
      seo: { indexHiddenPages: true },
      analytics: { ga4: { measurementId: 'G-1' } },
      integrations: { intercom: 'abcdef' },
      openapi: 'openapi.json',
      api: { baseUrl: 'https://api.acme.test', auth: { method: 'key', name: 'X-Key', inputPrefix: 'Token ' }, playground: { mode: 'simple', disableProxy: true }, maintainOrder: true },
      search: { location: 'side' },
      navigation: [{ group: 'Start', pages: ['intro'] }],
    });
    expect(docs).toEqual({
      $schema: 'https://mintlify.com/docs.json',
      theme: 'palm',
      name: 'Acme',
      colors: { primary: '#0D9373', light: '#07C983' },
      logo: '/logo.svg',
      favicon: '/favicon.svg',
      appearance: { default: 'dark', strict: true },
      background: { color: { dark: '#000000' }, decoration: 'grid', image: '/bg.png' },
      fonts: { family: 'Inter', source: 'https://acme.test/inter.woff2', format: 'woff2' },
      styling: { eyebrows: 'breadcrumbs', codeblocks: 'dark' },
      navbar: { links: [{ label: 'Blog', href: 'https://acme.test/blog' }, { type: 'github', href: 'https://github.com/acme/acme' }], primary: { type: 'button', label: 'Sign up', href: 'https://app.acme.test' } },
      navigation: { groups: [{ group: 'Start', pages: ['intro'] }] },
      footer: { socials: { x: 'https://x.com/acme' }, links: [{ header: 'Company', items: [{ label: 'About', href: '/about' }] }] },
      seo: { metatags: { 'og:image': '/og.png' }, indexing: 'all' },
      integrations: { ga4: { measurementId: 'G-1' }, intercom: { appId: 'abcdef' } },
      api: { openapi: 'openapi.json', playground: { display: 'simple', proxy: false }, mdx: { auth: { method: 'key', name: 'X-Key' }, server: 'https://api.acme.test' } },
    });
    expect(notCarried).toEqual([
      'search.location: docs.json has no setting for where the search box sits',
      'api.maintainOrder: docs.json keeps no OpenAPI key order setting',
      'api.auth.inputPrefix: docs.json has no prefix for the credential field',
    ]);
  });

  test('nests versions, tabs and anchors; groups by folder; external links become global', () => {
    const { docs } = upgrade({
      name: 'Acme',
      colors: { primary: '#0D9373' },
      versions: ['v2', 'v1', { name: 'v0', url: 'https://v0.acme.test' }],
      primaryTab: { name: 'Guides' },
      tabs: [{ name: 'API', url: 'api', openapi: '/openapi.json' }, { name: 'Blog', url: 'https://acme.test/blog' }],
      anchors: [{ name: 'Community', url: 'https://acme.test/community', icon: 'users' }],
      navigation: [
        { group: 'Start', pages: ['intro'] },
        { group: 'Old', version: 'v1', pages: ['v1/intro'] },
        { group: 'Endpoints', pages: ['api/list'] },
      ],
    });
    expect(docs.navigation).toEqual({
      versions: [
        { version: 'v2', default: true, tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['intro'] }] }, { tab: 'API', groups: [{ group: 'Endpoints', pages: ['api/list'] }, { group: 'API Reference', openapi: { source: '/openapi.json', directory: 'api' } }] }] },
        { version: 'v1', tabs: [{ tab: 'Guides', groups: [{ group: 'Start', pages: ['intro'] }, { group: 'Old', pages: ['v1/intro'] }] }, { tab: 'API', groups: [{ group: 'Endpoints', pages: ['api/list'] }, { group: 'API Reference', openapi: { source: '/openapi.json', directory: 'api' } }] }] },
      ],
      global: {
        tabs: [{ tab: 'Blog', href: 'https://acme.test/blog' }],
        anchors: [{ anchor: 'Community', href: 'https://acme.test/community', icon: { name: 'users', style: 'duotone' } }],
        versions: [{ version: 'v0', href: 'https://v0.acme.test' }],
      },
    });
  });

  test('a dropdown of locales becomes languages', () => {
    const { docs } = upgrade({ name: 'Acme', colors: { primary: '#0D9373' }, versions: [{ name: 'English', locale: 'en' }, { name: 'Français', locale: 'fr' }], navigation: [{ group: 'A', pages: ['a'] }, { group: 'B', version: 'Français', pages: ['fr/b'] }] });
    expect(docs.navigation).toEqual({ languages: [{ language: 'en', default: true, groups: [{ group: 'A', pages: ['a'] }] }, { language: 'fr', groups: [{ group: 'A', pages: ['a'] }, { group: 'B', pages: ['fr/b'] }] }] });
  });
});
