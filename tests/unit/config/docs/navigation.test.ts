import { describe, expect, test } from 'vitest';
import { rejectDocs, siteOf, warningsOf } from './helpers.ts';

const nav = (navigation: unknown) => siteOf({ navigation }).navigation;

describe('docs.json navigation nodes', () => {
  test('page entries are normalised paths, operations, or nested groups with icon, tag, expanded, root, hidden', () => {
    const navigation = nav({
      groups: [
        {
          group: 'Guides',
          icon: { name: 'book', style: 'solid' },
          tag: 'NEW',
          expanded: true,
          root: '/guides/index.mdx',
          pages: ['./guides/setup.mdx', 'GET /users', 'openapi.yaml post /users', { group: 'Deep', hidden: true, pages: ['guides/deep'] }],
        },
      ],
    });
    expect(navigation.groups).toEqual([
      {
        group: 'Guides',
        icon: 'book',
        iconType: 'solid',
        tag: 'NEW',
        expanded: true,
        root: 'guides/index',
        pages: ['guides/setup', { kind: 'operation', operation: 'GET /users' }, { kind: 'operation', operation: 'POST /users', openapi: { source: 'openapi.yaml' } }, { group: 'Deep', hidden: true, pages: ['guides/deep'] }],
      },
    ]);
  });

  test('tabs, anchors, dropdowns, versions, languages and products nest in any order', () => {
    const navigation = nav({
      products: [
        {
          product: 'Cloud',
          description: 'Hosted',
          icon: 'cloud',
          languages: [
            {
              language: 'en',
              versions: [
                { version: 'v2', default: true, tag: 'Latest', tabs: [{ tab: 'Guides', anchors: [{ anchor: 'Start', color: { light: '#FF0000' }, dropdowns: [{ dropdown: 'JS', description: 'Node', pages: ['a'] }] }] }] },
                { version: 'v1', hidden: true, pages: ['v1/a'] },
              ],
            },
          ],
        },
        { product: 'Docs site', href: 'https://acme.test' },
      ],
    });
    expect(navigation.products).toEqual([
      {
        product: 'Cloud',
        description: 'Hosted',
        icon: 'cloud',
        languages: [
          {
            language: 'en',
            versions: [
              { version: 'v2', default: true, tag: 'Latest', tabs: [{ tab: 'Guides', anchors: [{ anchor: 'Start', color: { light: '#FF0000' }, dropdowns: [{ dropdown: 'JS', description: 'Node', pages: ['a'] }] }] }] },
              { version: 'v1', hidden: true, pages: ['v1/a'] },
            ],
          },
        ],
      },
      { product: 'Docs site', href: 'https://acme.test' },
    ]);
  });

  test('global links, and OpenAPI on a node: a path, a list, or { source, directory }', () => {
    const navigation = nav({ global: { anchors: [{ anchor: 'Blog', href: 'https://acme.test/blog', icon: 'newspaper' }] }, tabs: [{ tab: 'API', openapi: { source: '/openapi.json', directory: 'api' } }] });
    expect(navigation.global.anchors).toEqual([{ anchor: 'Blog', href: 'https://acme.test/blog', icon: 'newspaper' }]);
    expect(navigation.tabs).toEqual([{ tab: 'API', openapi: [{ source: 'openapi.json', directory: 'api' }] }]);
  });

  test('a node holds one kind of children, and some children or an href', () => {
    expect(rejectDocs({ navigation: { tabs: [{ tab: 'A', groups: [{ group: 'G', pages: ['a'] }], pages: ['b'] }, { tab: 'Empty' }] } })).toEqual([
      'docs.json: navigation.tabs[0]: expected one kind of children, found "groups" and "pages" — keep one, and move the others inside its entries',
      'docs.json: navigation.tabs[1]: expected "pages", "groups" or another kind of children, or an "href", found nothing in "Empty" — add "groups": [{ "group": "Guides", "pages": ["introduction"] }]',
    ]);
    expect(rejectDocs({ navigation: { groups: [{ group: 'G' }] } })).toEqual([
      'docs.json: navigation.groups[0]: expected "pages", found nothing in "G" — add "pages": ["introduction"]',
    ]);
  });

  test('one default version and one default language at most; language codes are checked', () => {
    expect(rejectDocs({ navigation: { versions: [{ version: 'a', default: true, pages: ['a'] }, { version: 'b', default: true, pages: ['b'] }] } })).toEqual([
      'docs.json: navigation.versions[1].default: expected one default in "versions", found a second one (versions[0] is already the default) — remove "default": true from all but one',
    ]);
    expect(rejectDocs({ navigation: { languages: [{ language: 'french', pages: ['a'] }] } })[0]).toMatch(/^docs\.json: navigation\.languages\[0\]\.language: expected a language code such as "en", "fr" or "pt-BR", found string "french"/);
  });

  test('unknown keys in nodes are warned with the nearest known key', () => {
    expect(warningsOf({ navigation: { tabs: [{ tab: 'A', grups: [], pages: ['a'] }] } })).toEqual(['docs.json: navigation.tabs[0]: unknown key "grups" — did you mean "groups"? It is ignored.']);
  });
});
