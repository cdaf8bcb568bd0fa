import { describe, expect, test } from 'vitest';
import { rejectDocs, siteOf } from './helpers.ts';

describe('docs.json api and integrations', () => {
  test('openapi is a path, a list, or { source, directory }; paths are normalised, URLs kept', () => {
    expect(siteOf({ api: { openapi: '/specs/./openapi.json' } }).api.openapi).toEqual([{ source: 'specs/openapi.json' }]);
    expect(siteOf({ api: { openapi: ['a.yaml', 'https://acme.test/openapi.json'] } }).api.openapi).toEqual([{ source: 'a.yaml' }, { source: 'https://acme.test/openapi.json' }]);
    expect(siteOf({ api: { openapi: { source: 'a.yaml', directory: '/reference/' } } }).api.openapi).toEqual([{ source: 'a.yaml', directory: 'reference' }]);
    expect(rejectDocs({ api: { openapi: '../outside.json' } })).toEqual([
      'docs.json: api.openapi: expected a file inside the docs folder, found string "../outside.json" — use a path relative to docs.json, like "openapi.json"',
    ]);
  });

  test('playground, examples, params and mdx have their defaults', () => {
    expect(siteOf().api).toEqual({
      openapi: [],
      playground: { display: 'interactive', proxy: true },
      examples: { defaults: 'all' },
      params: { expanded: 'none' },
      mdx: { server: [] },
      maintainOrder: false,
    });
  });

  test('reads every api setting', () => {
    const api = siteOf({
      api: {
        playground: { display: 'simple', proxy: false },
        examples: { languages: ['bash', 'python'], defaults: 'required', prefill: true },
        params: { expanded: 'all' },
        mdx: { auth: { method: 'key', name: 'X-Api-Key' }, server: 'https://api.acme.test' },
      },
    }).api;
    expect(api.playground).toEqual({ display: 'simple', proxy: false });
    expect(api.examples).toEqual({ languages: ['bash', 'python'], defaults: 'required', prefill: true, autogenerate: true });
    expect(api.params.expanded).toBe('all');
    expect(api.mdx).toEqual({ auth: { method: 'key', name: 'X-Api-Key' }, server: ['https://api.acme.test'] });
    expect(rejectDocs({ api: { playground: { display: 'show' } } })[0]).toContain('use one of: interactive, simple, none, auth');
  });

  test('integrations take each provider with its key fields', () => {
    const site = siteOf({ integrations: { ga4: { measurementId: 'G-ABC' }, posthog: { apiKey: 'phc_x' }, intercom: { appId: 'abc123' }, plausible: { domain: 'docs.acme.test' } } });
    expect(site.integrations).toEqual({ ga4: { measurementId: 'G-ABC' }, posthog: { apiKey: 'phc_x' }, intercom: { appId: 'abc123' }, plausible: { domain: 'docs.acme.test' } });
    expect(rejectDocs({ integrations: { ga4: { measurementId: 'UA-1' } } })).toEqual([
      'docs.json: integrations.ga4.measurementId: expected an id starting with "G", found string "UA-1" — use the id that starts with "G"',
    ]);
  });
});
