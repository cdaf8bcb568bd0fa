import { describe, expect, test } from 'vitest';
import { parseMintConfig } from '../../../src/config/load.ts';
import { accept } from './helpers.ts';

describe('defaults', () => {
  test('a minimal mint.json gets every default a consumer relies on', () => {
    const result = parseMintConfig({ name: 'Acme', navigation: [{ group: 'Start', pages: ['index'] }] });
    expect(result.ok && result.config).toMatchInlineSnapshot(`
      {
        "anchors": [],
        "api": {
          "baseUrl": [],
          "maintainOrder": false,
          "playground": {
            "disableProxy": false,
            "mode": "show",
          },
        },
        "colors": {
          "primary": "#16A34A",
        },
        "contextual": {
          "display": "header",
          "options": [
            "copy",
            "view",
            "chatgpt",
            "claude",
            "perplexity",
            "mcp",
          ],
        },
        "feedback": {
          "raiseIssue": false,
          "suggestEdit": false,
          "thumbsRating": false,
        },
        "footer": {
          "links": [],
          "socials": {},
        },
        "footerSocials": {},
        "metadata": {},
        "modeToggle": {
          "isHidden": false,
        },
        "name": "Acme",
        "navigation": [
          {
            "group": "Start",
            "pages": [
              "index",
            ],
          },
        ],
        "openapi": [],
        "primaryTab": {
          "isDefaultHidden": false,
          "name": "Documentation",
        },
        "redirects": [],
        "search": {
          "prompt": "Search...",
        },
        "seo": {
          "indexHiddenPages": false,
        },
        "tabs": [],
        "topAnchor": {
          "icon": "book-open",
          "iconType": "duotone",
          "name": "Documentation",
        },
        "topbarLinks": [],
        "versions": [],
      }
    `);
  });

  test('defaults apply inside objects the user wrote partly', () => {
    const config = accept({
      topAnchor: { name: 'Vanilla', icon: 'js' },
      anchors: [{ name: 'React', url: 'react' }],
      tabs: [{ name: 'API', url: 'api-reference' }],
      feedback: { suggestEdit: true },
      modeToggle: { default: 'dark' },
      api: { playground: {} },
      logo: { light: '/light.svg', dark: '/dark.svg' },
      topbarCtaButton: { name: 'Sign up', url: 'https://acme.dev' },
    });
    expect({
      topAnchor: config.topAnchor,
      anchor: config.anchors[0],
      tab: config.tabs[0],
      feedback: config.feedback,
      modeToggle: config.modeToggle,
      playground: config.api.playground,
      logo: config.logo,
      topbarCtaButton: config.topbarCtaButton,
    }).toMatchInlineSnapshot(`
      {
        "anchor": {
          "iconType": "duotone",
          "isDefaultHidden": false,
          "name": "React",
          "url": "react",
        },
        "feedback": {
          "raiseIssue": false,
          "suggestEdit": true,
          "thumbsRating": false,
        },
        "logo": {
          "dark": "/dark.svg",
          "href": "/",
          "light": "/light.svg",
        },
        "modeToggle": {
          "default": "dark",
          "isHidden": false,
        },
        "playground": {
          "disableProxy": false,
          "mode": "show",
        },
        "tab": {
          "isDefaultHidden": false,
          "name": "API",
          "url": "api-reference",
        },
        "topAnchor": {
          "icon": "js",
          "iconType": "duotone",
          "name": "Vanilla",
        },
        "topbarCtaButton": {
          "name": "Sign up",
          "type": "link",
          "url": "https://acme.dev",
        },
      }
    `);
  });
});

describe('normalisation', () => {
  test('a logo path becomes the same logo in both modes, linking to /', () => {
    expect(accept({ logo: '/logo.svg' }).logo).toEqual({ light: '/logo.svg', dark: '/logo.svg', href: '/' });
  });

  test('page paths lose a leading / or ./, dot segments and the .md/.mdx extension', () => {
    const config = accept({
      navigation: [{ group: 'A', pages: ['/quickstart', './guides/intro.mdx', 'guides/../faq.md', 'api//users', 'notes.MDX'] }],
    });
    expect(config.navigation[0].pages).toEqual(['quickstart', 'guides/intro', 'faq', 'api/users', 'notes']);
  });

  test('nested groups are normalised at every depth', () => {
    const config = accept({
      navigation: [{ group: 'A', pages: ['a', { group: 'B', icon: 'bolt', pages: [{ group: 'C', pages: ['/c/deep.mdx'] }] }] }],
    });
    expect(config.navigation[0].pages[1]).toEqual({ group: 'B', icon: 'bolt', pages: [{ group: 'C', pages: ['c/deep'] }] });
  });

  test('footerSocials as an array becomes the same record as the object form', () => {
    const fromArray = accept({ footerSocials: [{ type: 'github', url: 'https://github.com/acme' }] });
    const fromRecord = accept({ footerSocials: { github: 'https://github.com/acme' } });
    expect(fromArray.footerSocials).toEqual({ github: 'https://github.com/acme' });
    expect(fromArray.footerSocials).toEqual(fromRecord.footerSocials);
  });

  test('footer.socials merges footerSocials, footer.socials winning per platform', () => {
    const config = accept({
      footerSocials: { github: 'https://github.com/old', x: 'https://x.com/acme' },
      footer: { socials: { github: 'https://github.com/new' } },
    });
    expect(config.footer.socials).toEqual({ github: 'https://github.com/new', x: 'https://x.com/acme' });
  });

  test('versions become objects and the default one is explicit', () => {
    expect(accept({ versions: ['v2', 'v1'] }).versions).toEqual([
      { name: 'v2', default: true },
      { name: 'v1', default: false },
    ]);
    expect(accept({ versions: ['v2', { name: 'v1', default: true }] }).versions.map((v) => v.default)).toEqual([false, true]);
    // An external link is not a version of this site, so it cannot be the default.
    expect(accept({ versions: [{ name: 'v1', url: 'https://v1.acme.dev' }, 'v2'] }).versions.map((v) => v.default)).toEqual([false, true]);
  });

  test('openapi and api.baseUrl are always lists; relative spec paths are resolved', () => {
    const config = accept({ openapi: '/specs/./openapi.yaml', api: { baseUrl: 'https://api.acme.dev' } });
    expect(config.openapi).toEqual(['specs/openapi.yaml']);
    expect(config.api.baseUrl).toEqual(['https://api.acme.dev']);
    expect(accept({ openapi: ['https://acme.dev/openapi.json', 'v2.json'] }).openapi).toEqual(['https://acme.dev/openapi.json', 'v2.json']);
  });

  test('tab and anchor folder urls lose leading and trailing slashes; external urls are kept', () => {
    const config = accept({
      tabs: [{ name: 'API', url: '/api-reference/' }],
      anchors: [{ name: 'Blog', url: 'https://acme.dev/blog/' }],
    });
    expect(config.tabs[0].url).toBe('api-reference');
    expect(config.anchors[0].url).toBe('https://acme.dev/blog/');
  });

  test('a missing colors object gets the default primary colour', () => {
    const result = parseMintConfig({ name: 'Acme', navigation: [{ group: 'A', pages: ['a'] }] });
    expect(result.ok && result.config.colors).toEqual({ primary: '#16A34A' });
  });

  test('unknown top-level keys are dropped from the config', () => {
    expect('navigaton' in accept({ navigaton: [] })).toBe(false);
  });
});
