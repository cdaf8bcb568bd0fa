import { describe, expect, it } from 'vitest';
import type { NavigationConfig } from '../../../src/config/site/navigation.ts';
import { expandTreeOperations } from '../../../src/site/openapi-tree.ts';
import { fixturesDir, loadFixture } from './helpers.ts';

const global = { anchors: [], tabs: [], dropdowns: [], versions: [], languages: [] };

describe('OpenAPI in the docs.json navigation tree', async () => {
  const petstore = await loadFixture('petstore.yaml');

  it('turns operation entries into their pages, against the nearest openapi above', () => {
    const navigation: NavigationConfig = {
      global,
      tabs: [{ tab: 'API', openapi: [{ source: 'petstore.yaml', directory: 'api' }], groups: [{ group: 'Pets', pages: [{ kind: 'operation', operation: 'GET /pets' }, 'intro', { kind: 'operation', operation: 'DELETE /pets/{petId}' }] }] }],
    };
    const expanded = expandTreeOperations(navigation, [petstore], fixturesDir, 'docs.json');
    expect(expanded.navigation.tabs![0]!.groups![0]!.pages).toEqual(['api/pets/list-pets', 'intro', 'api/pets/delete-a-pet']);
    expect(expanded.pages.map((p) => [p.slug, p.openapi])).toEqual([
      ['api/pets/list-pets', 'petstore.yaml GET /pets'],
      ['api/pets/delete-a-pet', 'petstore.yaml DELETE /pets/{petId}'],
    ]);
    expect(expanded.warnings).toEqual([]);
  });

  it('fills a node that has openapi and no children: one page per operation, grouped by tag, under its directory', () => {
    const navigation: NavigationConfig = { global, tabs: [{ tab: 'Reference', openapi: [{ source: 'petstore.yaml' }] }] };
    const expanded = expandTreeOperations(navigation, [petstore], fixturesDir, 'docs.json');
    const groups = expanded.navigation.tabs![0]!.groups!;
    expect(groups.map((g) => g.group)).toEqual(['Pets', 'API Reference']);
    expect(groups[0]!.pages).toEqual(['api-reference/pets/list-pets', 'api-reference/pets/create-a-pet', 'api-reference/pets/get-a-pet', 'api-reference/pets/delete-a-pet']);
  });

  it('warns about an entry that names no operation of the document, and leaves it out', () => {
    const navigation: NavigationConfig = { global, openapi: [{ source: 'petstore.yaml' }], pages: [{ kind: 'operation', operation: 'PATCH /pets' }] };
    const expanded = expandTreeOperations(navigation, [petstore], fixturesDir, 'docs.json');
    expect(expanded.navigation.pages).toEqual([]);
    expect(expanded.warnings).toEqual(['docs.json: navigation: "PATCH /pets" is not an operation of petstore.yaml; it is left out of the navigation']);
  });
});
