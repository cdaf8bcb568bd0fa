import { describe, expect, test } from 'vitest';
import { accept, reject } from './helpers.ts';

// One accepted and one rejected case per rule, with the exact message a user would read.

describe('required fields', () => {
  test('name must be a non-empty string', () => {
    expect(accept({ name: '  Acme  ' }).name).toBe('Acme');
    expect(reject({ name: '  ' })).toMatchInlineSnapshot(`
      [
        "mint.json: name: expected a non-empty string, found an empty string — fill it in, like "My Docs"",
      ]
    `);
    expect(reject({ name: undefined })).toMatchInlineSnapshot(`
      [
        "mint.json: name: expected a string, found nothing — add "name": "My Docs"",
      ]
    `);
  });

  test('navigation needs at least one group, and a group at least one page', () => {
    expect(accept({ navigation: [{ group: '', pages: ['a'] }] }).navigation[0].group).toBe('');
    expect(reject({ navigation: [] })).toMatchInlineSnapshot(`
      [
        "mint.json: navigation: expected at least one group, found an empty array — add a group like { "group": "Getting started", "pages": ["introduction"] }",
      ]
    `);
    expect(reject({ navigation: [{ group: 'A', pages: [] }] })).toMatchInlineSnapshot(`
      [
        "mint.json: navigation[0].pages: expected at least 1 item, found an empty array — add a page path like "introduction", or remove the group",
      ]
    `);
  });

  test('a page entry is a non-empty path inside the docs folder', () => {
    expect(reject({ navigation: [{ group: 'A', pages: ['', '../outside', 42] }] })).toMatchInlineSnapshot(`
      [
        "mint.json: navigation[0].pages[0]: expected a page path like "quickstart", found an empty string — fill it in, like "introduction"",
        "mint.json: navigation[0].pages[1]: expected a page path inside the docs folder, found string "../outside" — use a path relative to mint.json, like "guides/intro"",
        "mint.json: navigation[0].pages[2]: expected a page path or a { "group", "pages" } object, found number 42 — use a page path like "quickstart", or { "group": "Guides", "pages": ["guides/intro"] }",
      ]
    `);
  });
});

describe('colors', () => {
  test('colours are #rgb or #rrggbb', () => {
    expect(accept({ colors: { primary: '#fff', light: '#A8FF53', background: { dark: '#010101' } } }).colors.primary).toBe('#fff');
    expect(reject({ colors: { primary: 'green', dark: '#12345678' } })).toMatchInlineSnapshot(`
      [
        "mint.json: colors.primary: expected a hex colour like #0D9373, found string "green" — use a hex colour like #0D9373",
        "mint.json: colors.dark: expected a hex colour like #0D9373, found string "#12345678" — use a hex colour like #0D9373",
      ]
    `);
  });

  test('colors is strict: an unknown key is an error that suggests the nearest key', () => {
    expect(reject({ colors: { primary: '#fff', ligth: '#000' } })).toMatchInlineSnapshot(`
      [
        "mint.json: colors.ligth: expected one of the keys primary, light, dark, background, anchors, found unknown key "ligth" — remove it, or did you mean "light"?",
      ]
    `);
  });

  test('anchor colours may be a gradient; the gradient object is strict too', () => {
    expect(accept({ colors: { primary: '#fff', anchors: { from: '#000', via: '#111', to: '#222' } } }).colors.anchors).toEqual({
      from: '#000',
      via: '#111',
      to: '#222',
    });
    expect(reject({ colors: { primary: '#fff', anchors: { form: '#000', to: '#222' } } })).toMatchInlineSnapshot(`
      [
        "mint.json: colors.anchors.from: expected a hex colour like #0D9373, found nothing — rename "form" to "from"",
        "mint.json: colors.anchors.form: expected one of the keys from, via, to, found unknown key "form" — remove it, or did you mean "from"?",
      ]
    `);
  });
});

describe('topbarCtaButton', () => {
  test('type defaults to link, which needs a name', () => {
    expect(accept({ topbarCtaButton: { name: 'Start', url: '/quickstart' } }).topbarCtaButton).toEqual({
      type: 'link',
      name: 'Start',
      url: '/quickstart',
    });
    expect(reject({ topbarCtaButton: { url: '/quickstart' } })).toMatchInlineSnapshot(`
      [
        "mint.json: topbarCtaButton.name: expected a string, found nothing — add "name": "Get started"",
      ]
    `);
  });

  test('github needs a valid URL and no name', () => {
    expect(accept({ topbarCtaButton: { type: 'github', url: 'https://github.com/acme/docs' } }).topbarCtaButton?.type).toBe('github');
    expect(reject({ topbarCtaButton: { type: 'github', url: 'github.com/acme/docs' } })).toMatchInlineSnapshot(`
      [
        "mint.json: topbarCtaButton.url: expected a full URL like https://example.com, found string "github.com/acme/docs" — write the full address, starting with https://",
      ]
    `);
    expect(reject({ topbarCtaButton: { type: 'github', name: 'Star', url: 'https://github.com/acme/docs' } })).toMatchInlineSnapshot(`
      [
        "mint.json: topbarCtaButton.name: expected one of the keys type, url, found unknown key "name" — remove it",
      ]
    `);
  });

  test('type is link or github', () => {
    expect(reject({ topbarCtaButton: { type: 'button', name: 'Go', url: '/' } })).toMatchInlineSnapshot(`
      [
        "mint.json: topbarCtaButton.type: expected a supported value, found string "button" — use one of: link, github",
      ]
    `);
  });
});

describe('anchors and tabs', () => {
  test('iconType allows the Font Awesome styles and suggests the nearest', () => {
    expect(accept({ anchors: [{ name: 'API', url: 'api', icon: 'code', iconType: 'sharp-solid' }] }).anchors[0].iconType).toBe('sharp-solid');
    expect(reject({ anchors: [{ name: 'API', url: 'api', iconType: 'soild' }] })).toMatchInlineSnapshot(`
      [
        "mint.json: anchors[0].iconType: expected a Font Awesome icon style, found string "soild" — did you mean "solid"? Otherwise use one of: brands, duotone, light, regular, sharp-duotone-solid, sharp-light, sharp-regular, sharp-solid, sharp-thin, solid, thin",
      ]
    `);
  });

  test('anchor icons are named without the fa- prefix', () => {
    expect(reject({ anchors: [{ name: 'API', url: 'api', icon: 'fa-code' }] })).toMatchInlineSnapshot(`
      [
        "mint.json: anchors[0].icon: expected an icon name without "fa-", found string "fa-code" — delete "fa-" and keep the rest of the name",
      ]
    `);
  });

  test('isDefaultHidden defaults to false and accepts booleans only', () => {
    expect(accept({ anchors: [{ name: 'Old', url: 'old', isDefaultHidden: true }] }).anchors[0].isDefaultHidden).toBe(true);
    expect(reject({ anchors: [{ name: 'Old', url: 'old', isDefaultHidden: 'yes' }] })).toMatchInlineSnapshot(`
      [
        "mint.json: anchors[0].isDefaultHidden: expected true or false, found string "yes" — use true or false",
      ]
    `);
  });

  test('topAnchor and primaryTab are strict', () => {
    expect(accept({ primaryTab: { name: 'Get Started' } }).primaryTab).toEqual({ name: 'Get Started', isDefaultHidden: false });
    expect(reject({ topAnchor: { name: 'Docs', icon: 'book', color: '#fff' } })).toMatchInlineSnapshot(`
      [
        "mint.json: topAnchor.color: expected one of the keys name, icon, iconType, found unknown key "color" — remove it",
      ]
    `);
  });

  test('a tab or anchor openapi file starts with / or is a URL', () => {
    expect(accept({ tabs: [{ name: 'API', url: 'api', openapi: '/openapi.json' }] }).tabs[0].openapi).toBe('/openapi.json');
    expect(reject({ tabs: [{ name: 'API', url: 'api', openapi: 'openapi.json' }] })).toMatchInlineSnapshot(`
      [
        "mint.json: tabs[0].openapi: expected a file path starting with "/" or a URL starting with https://, found string "openapi.json" — start the path with "/", like "/openapi.json"",
      ]
    `);
  });
});

describe('versions', () => {
  test('a group version must be one of versions', () => {
    expect(accept({ versions: ['v1', 'v2'], navigation: [{ group: 'A', version: 'v2', pages: ['a'] }] }).navigation[0].version).toBe('v2');
    expect(
      reject({ versions: ['v1', 'v2'], navigation: [{ group: 'A', pages: ['a', { group: 'B', version: 'v3', pages: ['b'] }] }] }),
    ).toMatchInlineSnapshot(`
      [
        "mint.json: navigation[0].pages[1].version: expected a version listed in "versions" (v1, v2), found string "v3" — add "v3" to "versions", or use one of: v1, v2",
      ]
    `);
    expect(reject({ navigation: [{ group: 'A', version: 'v1', pages: ['a'] }] })).toMatchInlineSnapshot(`
      [
        "mint.json: navigation[0].version: expected a version listed in "versions", found string "v1" — add "versions": ["v1"]",
      ]
    `);
  });

  test('an external-link version does not count as a version of this site', () => {
    expect(
      reject({ versions: ['v2', { name: 'v1', url: 'https://v1.acme.dev' }], navigation: [{ group: 'A', version: 'v1', pages: ['a'] }] }),
    ).toMatchInlineSnapshot(`
      [
        "mint.json: navigation[0].version: expected a version listed in "versions" (v2), found string "v1" — add "v1" to "versions", or use one of: v2",
      ]
    `);
  });

  test('at most one default version', () => {
    expect(accept({ versions: [{ name: 'v1' }, { name: 'v2', default: true }] }).versions[1].default).toBe(true);
    expect(reject({ versions: [{ name: 'v1', default: true }, { name: 'v2', default: true }] })).toMatchInlineSnapshot(`
      [
        "mint.json: versions[1].default: expected only one default version, found a second one (versions[0] is already the default) — remove "default": true from all but one version",
      ]
    `);
  });

  test('version objects are strict and locales are checked', () => {
    expect(accept({ versions: [{ name: 'English', locale: 'en' }] }).versions[0].locale).toBe('en');
    expect(reject({ versions: [{ name: 'Deutsch', locale: 'german', lang: 'de' }] })).toMatchInlineSnapshot(`
      [
        "mint.json: versions[0].locale: expected a supported locale code, found string "german" — use one of: en, cn, zh, zh-Hans, zh-Hant, zh-CN, zh-TW, es, fr, fr-CA, fr-ca, ja, jp, ja-jp, ja-JP, pt, pt-BR, de, ko, it, ru, ro, cs, id, ar, tr, hi, sv, no, da, lv, nl, uk, vi, pl, uz, he, ca, fi, hu",
        "mint.json: versions[0].lang: expected one of the keys name, url, default, locale, found unknown key "lang" — remove it",
      ]
    `);
  });
});

describe('api and openapi', () => {
  test('playground.mode defaults to show and accepts show, simple, hide', () => {
    expect(accept({ api: { playground: { mode: 'simple' } } }).api.playground.mode).toBe('simple');
    expect(reject({ api: { playground: { mode: 'shown' } } })).toMatchInlineSnapshot(`
      [
        "mint.json: api.playground.mode: expected a supported value, found string "shown" — did you mean "show"? Otherwise use one of: show, simple, hide",
      ]
    `);
  });

  test('api and api.auth are strict; auth.method is an enum; baseUrl is a URL', () => {
    expect(accept({ api: { baseUrl: ['https://a.acme.dev', 'https://b.acme.dev'], auth: { method: 'key', name: 'X-Key' } } }).api.auth).toEqual({
      method: 'key',
      name: 'X-Key',
    });
    expect(reject({ api: { baseurl: 'https://acme.dev', auth: { method: 'token' } } })).toMatchInlineSnapshot(`
      [
        "mint.json: api.auth.method: expected a supported value, found string "token" — use one of: bearer, basic, key, cobo",
        "mint.json: api.baseurl: expected one of the keys baseUrl, auth, playground, request, maintainOrder, paramFields, found unknown key "baseurl" — remove it, or did you mean "baseUrl"?",
      ]
    `);
    expect(reject({ api: { baseUrl: 'api.acme.dev' } })).toMatchInlineSnapshot(`
      [
        "mint.json: api.baseUrl: expected a full URL like https://example.com, found string "api.acme.dev" — write the full address, starting with https://",
      ]
    `);
  });

  test('openapi sources are http(s) URLs or paths inside the docs folder', () => {
    expect(reject({ openapi: ['ftp://acme.dev/spec.json', '../spec.json'] })).toMatchInlineSnapshot(`
      [
        "mint.json: openapi[0]: expected an http(s) URL or a file path, found string "ftp://acme.dev/spec.json" — use https:// or a path relative to mint.json",
        "mint.json: openapi[1]: expected a file inside the docs folder, found string "../spec.json" — use a path relative to mint.json, like "openapi.json"",
      ]
    `);
  });
});

describe('footer', () => {
  test('social keys are limited to the known platforms, with a suggestion', () => {
    expect(accept({ footerSocials: { x: 'https://x.com/acme', 'hacker-news': 'https://news.ycombinator.com' } }).footerSocials).toHaveProperty('x');
    expect(reject({ footerSocials: { githb: 'https://github.com/acme', tiktok: 'https://tiktok.com/@acme' } })).toMatchInlineSnapshot(`
      [
        "mint.json: footerSocials: expected one of the keys x, website, facebook, youtube, discord, slack, github, linkedin, instagram, hacker-news, medium, telegram, twitter, x-twitter, earth-americas, bluesky, threads, reddit, podcast, found unknown keys "githb", "tiktok" — remove them, or did you mean "github" for "githb"?",
      ]
    `);
    expect(reject({ footerSocials: [{ type: 'mastodon', url: 'https://mastodon.social/@acme' }] })).toMatchInlineSnapshot(`
      [
        "mint.json: footerSocials[0].type: expected a social platform, found string "mastodon" — use one of: x, website, facebook, youtube, discord, slack, github, linkedin, instagram, hacker-news, medium, telegram, twitter, x-twitter, earth-americas, bluesky, threads, reddit, podcast",
      ]
    `);
  });

  test('social values are URLs', () => {
    expect(reject({ footerSocials: { github: 'acme' } })).toMatchInlineSnapshot(`
      [
        "mint.json: footerSocials.github: expected a full URL like https://example.com, found string "acme" — write the full address, starting with https://",
      ]
    `);
  });

  test('footer link columns: 1 to 4, links to a URL or a /path', () => {
    expect(accept({ footer: { links: [{ title: 'More', links: [{ label: 'Blog', url: '/blog' }] }] } }).footer.links).toHaveLength(1);
    expect(reject({ footer: { links: [{ links: [{ label: 'Blog', url: 'blog' }] }] } })).toMatchInlineSnapshot(`
      [
        "mint.json: footer.links[0].links[0].url: expected a full URL or a path starting with "/", found string "blog" — use "https://example.com" or a path like "/quickstart"",
      ]
    `);
  });
});

describe('feedback, mode toggle, redirects, misc', () => {
  test('feedback flags and modeToggle.isHidden are booleans', () => {
    expect(accept({ feedback: { raiseIssue: true }, modeToggle: { isHidden: true } }).modeToggle.isHidden).toBe(true);
    expect(reject({ feedback: { raiseIssue: 'true' }, modeToggle: { default: 'system' } })).toMatchInlineSnapshot(`
      [
        "mint.json: modeToggle.default: expected a supported value, found string "system" — use one of: light, dark",
        "mint.json: feedback.raiseIssue: expected true or false, found string "true" — use true or false",
      ]
    `);
  });

  test('redirect sources are unique', () => {
    expect(accept({ redirects: [{ source: '/a', destination: '/b' }, { source: '/c', destination: '/b' }] }).redirects).toHaveLength(2);
    expect(
      reject({ redirects: [{ source: '/a', destination: '/b' }, { source: '/c', destination: '/d' }, { source: '/a', destination: '/e' }] }),
    ).toMatchInlineSnapshot(`
      [
        "mint.json: redirects[2].source: expected each source path once, found string "/a" again (also redirects[0].source) — remove one of the two redirects",
      ]
    `);
  });

  test('logo: a path of at least 3 characters, or light and dark', () => {
    expect(reject({ logo: 'x' })).toMatchInlineSnapshot(`
      [
        "mint.json: logo: expected a path to your logo file including the file extension, found string "x" — use a path like "/logo.svg"",
      ]
    `);
    expect(reject({ logo: { light: '/light.svg' } })).toMatchInlineSnapshot(`
      [
        "mint.json: logo.dark: expected a string, found nothing — add "dark": "/logo/dark.svg"",
      ]
    `);
  });

  test('analytics is strict and checks provider ids', () => {
    expect(accept({ analytics: { ga4: { measurementId: 'G-123' } } }).analytics?.ga4?.measurementId).toBe('G-123');
    expect(reject({ analytics: { ga4: { measurementId: 'UA-1' }, plausable: { domain: 'acme.dev' } } })).toMatchInlineSnapshot(`
      [
        "mint.json: analytics.ga4.measurementId: expected an id starting with "G", found string "UA-1" — use the id that starts with "G"",
        "mint.json: analytics.plausable: expected one of the keys adobe, amplitude, clarity, clearbit, fathom, ga4, gtm, heap, hightouch, hotjar, koala, logrocket, mixpanel, pirsch, plausible, posthog, segment, found unknown key "plausable" — remove it, or did you mean "plausible"?",
      ]
    `);
  });

  test('a self-hosted font needs its format', () => {
    expect(accept({ font: { headings: { family: 'Inter' }, body: { family: 'Lora', weight: 450 } } }).font).toBeDefined();
    expect(reject({ font: { family: 'Acme Sans', url: 'https://acme.dev/acme.woff2' } })).toMatchInlineSnapshot(`
      [
        "mint.json: font.format: expected "woff" or "woff2" when "url" is set, found nothing — add "format": "woff2"",
      ]
    `);
  });

  test('every problem is reported at once, cross-field rules included', () => {
    expect(
      reject({
        name: 3,
        colors: { primary: 'teal' },
        navigation: [{ group: 'A', version: 'v9', pages: ['a'] }],
        redirects: [{ source: '/a', destination: '/b' }, { source: '/a', destination: '/c' }],
      }),
    ).toMatchInlineSnapshot(`
      [
        "mint.json: name: expected a string, found number 3 — use a string, like "My Docs"",
        "mint.json: colors.primary: expected a hex colour like #0D9373, found string "teal" — use a hex colour like #0D9373",
        "mint.json: navigation[0].version: expected a version listed in "versions", found string "v9" — add "versions": ["v9"]",
        "mint.json: redirects[1].source: expected each source path once, found string "/a" again (also redirects[0].source) — remove one of the two redirects",
      ]
    `);
  });
});
