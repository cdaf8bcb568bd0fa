import { describe, expect, test } from 'vitest';
import { rejectDocs, siteOf, warningsOf } from './helpers.ts';

describe('docs.json site-wide settings', () => {
  test('redirects keep permanent and wildcards; a source without its slash gets one; each source once', () => {
    const site = siteOf({ redirects: [{ source: '/old/:slug*', destination: '/new/:slug*', permanent: true }, { source: 'legacy', destination: '/' }] });
    expect(site.redirects).toEqual([{ source: '/old/:slug*', destination: '/new/:slug*', permanent: true }, { source: '/legacy', destination: '/' }]);
    expect(rejectDocs({ redirects: [{ source: '/a', destination: '/b' }, { source: '/a', destination: '/c' }] })).toEqual([
      'docs.json: redirects[1].source: expected each source path once, found string "/a" again (also redirects[0].source) — remove one of the two redirects',
    ]);
  });

  test('variables, SEO, search, metadata and the 404 page have their defaults', () => {
    const site = siteOf();
    expect(site.variables).toEqual({});
    expect(site.seo).toEqual({ indexing: 'navigable', metatags: {} });
    expect(site.search).toEqual({ prompt: 'Search...' });
    expect(site.metadata).toEqual({ timestamp: false });
    expect(site.errors).toEqual({ notFound: { redirect: true } });
    expect(site.feedback).toEqual({ thumbsRating: false, suggestEdit: false, raiseIssue: false });
  });

  test('reads what they set', () => {
    const site = siteOf({
      variables: { version: '2.1', 'api.host': 'api.acme.test' },
      seo: { indexing: 'all', metatags: { 'og:image': '/og.png' } },
      search: { prompt: 'Ask Acme' },
      metadata: { timestamp: true },
      errors: { '404': { redirect: false, title: 'Lost?', description: 'Try the search.' } },
      feedback: { thumbsRating: true },
    });
    expect(site.variables).toEqual({ version: '2.1', 'api.host': 'api.acme.test' });
    expect(site.seo).toEqual({ indexing: 'all', metatags: { 'og:image': '/og.png' } });
    expect(site.search.prompt).toBe('Ask Acme');
    expect(site.metadata.timestamp).toBe(true);
    expect(site.errors.notFound).toEqual({ redirect: false, title: 'Lost?', description: 'Try the search.' });
    expect(site.feedback).toEqual({ thumbsRating: true, suggestEdit: false, raiseIssue: false });
    expect(rejectDocs({ variables: { 'my var': 'x' } })[0]).toContain('docs.json: variables');
    expect(rejectDocs({ seo: { indexing: 'everything' } })[0]).toContain('use one of: navigable, all');
  });

  test('unknown keys at any depth are warnings naming the nearest known key', () => {
    expect(warningsOf({ seo: { indexing: 'all', metatag: {} }, navbarr: {} })).toEqual([
      'docs.json: seo: unknown key "metatag" — did you mean "metatags"? It is ignored.',
      'docs.json: unknown key "navbarr" — did you mean "navbar"? It is ignored.',
    ]);
  });

  test('a theme other than mint is drawn with the default look, said once', () => {
    expect(warningsOf({ theme: 'aspen' })).toEqual(['docs.json: theme: "aspen" is drawn with Mintaka\'s default look (the one of "mint").']);
  });
});
