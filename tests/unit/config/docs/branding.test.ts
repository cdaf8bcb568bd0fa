import { describe, expect, test } from 'vitest';
import { parseDocsConfig } from '../../../../src/config/docs/load.ts';
import { minimalDocs, rejectDocs, siteOf } from './helpers.ts';

describe('docs.json identity and look', () => {
  test('theme, name and colors.primary are required, each reported with its fix, all at once', () => {
    const result = parseDocsConfig({ navigation: minimalDocs.navigation, colors: {} });
    expect(!result.ok && result.errors).toEqual([
      'docs.json: theme: expected a Mintlify theme name, found nothing — add "theme": "mint"',
      'docs.json: name: expected a string, found nothing — add "name": "My Docs"',
      'docs.json: colors.primary: expected a hex colour like #0D9373, found nothing — add "primary": "#0D9373"',
    ]);
  });

  test('accepts the nine themes and suggests the nearest for a typo', () => {
    for (const theme of ['mint', 'maple', 'palm', 'willow', 'linden', 'almond', 'aspen', 'sequoia', 'luma']) expect(siteOf({ theme }).theme).toBe(theme);
    expect(rejectDocs({ theme: 'mapel' })).toEqual([
      'docs.json: theme: expected a Mintlify theme name, found string "mapel" — did you mean "maple"? Otherwise use one of: mint, maple, palm, willow, linden, almond, aspen, sequoia, luma',
    ]);
  });

  test('rejects colours that are not hex', () => {
    expect(rejectDocs({ colors: { primary: '#0D9373', dark: 'teal' } })).toEqual(['docs.json: colors.dark: expected a hex colour like #0D9373, found string "teal" — use a hex colour like #0D9373']);
  });

  test('a logo or favicon path serves both modes; the logo links home unless href says otherwise', () => {
    const site = siteOf({ logo: '/logo.svg', favicon: '/favicon.png' });
    expect(site.logo).toEqual({ light: '/logo.svg', dark: '/logo.svg', href: '/' });
    expect(site.favicon).toEqual({ light: '/favicon.png', dark: '/favicon.png' });
    expect(siteOf({ logo: { light: '/l.svg', dark: '/d.svg', href: 'https://acme.test' } }).logo).toEqual({ light: '/l.svg', dark: '/d.svg', href: 'https://acme.test' });
  });

  test('appearance, background, icons and styling have their defaults', () => {
    const site = siteOf();
    expect(site.appearance).toEqual({ default: 'system', strict: false });
    expect(site.background).toEqual({});
    expect(site.icons).toEqual({ library: 'fontawesome' });
    expect(site.styling).toEqual({ eyebrows: 'section', codeblocks: 'system' });
    expect(siteOf({ appearance: { default: 'dark', strict: true } }).appearance).toEqual({ default: 'dark', strict: true });
    expect(rejectDocs({ appearance: { default: 'night' } })).toEqual(['docs.json: appearance.default: expected a supported value, found string "night" — did you mean "light"? Otherwise use one of: system, light, dark']);
  });

  test('background takes an image (one or per mode), a decoration and colours', () => {
    const site = siteOf({ background: { image: '/bg.png', decoration: 'grid', color: { dark: '#000000' } } });
    expect(site.background).toEqual({ image: { light: '/bg.png', dark: '/bg.png' }, decoration: 'grid', color: { dark: '#000000' } });
    expect(rejectDocs({ background: { decoration: 'dots' } })[0]).toContain('use one of: gradient, grid, windows');
  });

  test('code block themes: system, dark, a Shiki theme, or one per mode', () => {
    expect(siteOf({ styling: { codeblocks: 'dark' } }).styling.codeblocks).toBe('dark');
    expect(siteOf({ styling: { codeblocks: 'github-dark' } }).styling.codeblocks).toEqual({ light: 'github-dark', dark: 'github-dark' });
    expect(siteOf({ styling: { codeblocks: { theme: { light: 'github-light', dark: 'nord' } } } }).styling.codeblocks).toEqual({ light: 'github-light', dark: 'nord' });
    expect(siteOf({ styling: { eyebrows: 'breadcrumbs' } }).styling.eyebrows).toBe('breadcrumbs');
  });

  test('fonts: the family applies to headings and body unless they set their own', () => {
    const site = siteOf({ fonts: { family: 'Inter', weight: 450, heading: { family: 'Lora', source: '/fonts/lora.woff2', format: 'woff2' } } });
    expect(site.fonts).toEqual({ heading: { family: 'Lora', source: '/fonts/lora.woff2', format: 'woff2' }, body: { family: 'Inter', weight: 450 } });
    expect(rejectDocs({ fonts: { family: 'Inter', format: 'ttf' } })[0]).toContain('use one of: woff, woff2');
  });

  test('icons.library is one of the three libraries', () => {
    expect(siteOf({ icons: { library: 'lucide' } }).icons.library).toBe('lucide');
    expect(rejectDocs({ icons: { library: 'lucid' } })[0]).toContain('did you mean "lucide"?');
  });
});
