import { describe, expect, it } from 'vitest';
import { generateApiPages, slugify } from '../../../src/core/openapi/index.ts';
import { loadFixture } from './helpers.ts';

describe('slugify', () => {
  it('makes lower-case dashed slugs without accents or apostrophes', () => {
    expect(slugify('List pets')).toBe('list-pets');
    expect(slugify("Get a user's repos")).toBe('get-a-users-repos');
    expect(slugify('Créer/Mettre à jour  un animal!')).toBe('creer-mettre-a-jour-un-animal');
    expect(slugify('newPet')).toBe('newpet');
  });
});

describe('generateApiPages', () => {
  it('makes one page per operation under the tab url, in a folder per first tag, grouped by tag', async () => {
    const petstore = await loadFixture('petstore.yaml');
    const { pages, navigation } = generateApiPages([petstore], { outputDir: '/api-reference/', version: 'v2' });
    expect(pages.map((page) => [page.slug, page.title, page.openapi, page.hidden])).toEqual([
      ['api-reference/pets/list-pets', 'List pets', 'petstore.yaml GET /pets', false],
      ['api-reference/pets/create-a-pet', 'Create a pet', 'petstore.yaml POST /pets', false],
      ['api-reference/pets/get-a-pet', 'Get a pet', 'petstore.yaml GET /pets/{petId}', false],
      ['api-reference/pets/delete-a-pet', 'Delete a pet', 'petstore.yaml DELETE /pets/{petId}', false],
      ['api-reference/store-orders/place-an-order', 'Place an order', 'petstore.yaml POST /store/orders', true],
      ['api-reference/get-health', 'GET /health', 'petstore.yaml GET /health', false],
    ]);
    expect(pages[0]).toMatchObject({ group: 'Pets', version: 'v2', deprecated: false, description: 'Returns **all** pets. <script>alert(1)</script>' });
    expect(pages[3].deprecated).toBe(true);
    // x-hidden pages are built but not in the navigation; x-excluded ones are not built.
    expect(navigation).toEqual([
      { group: 'Pets', pages: ['api-reference/pets/list-pets', 'api-reference/pets/create-a-pet', 'api-reference/pets/get-a-pet', 'api-reference/pets/delete-a-pet'] },
      { group: 'API Reference', pages: ['api-reference/get-health'] },
    ]);
  });

  it('numbers duplicate slugs and names webhook pages after the webhook', async () => {
    const petstore = await loadFixture('petstore.yaml');
    const events = await loadFixture('webhooks-3.1.json');
    const { pages } = generateApiPages([petstore, petstore, events], { outputDir: 'api' });
    const slugs = pages.map((page) => page.slug);
    expect(slugs.filter((slug) => slug.startsWith('api/pets/list-pets'))).toEqual(['api/pets/list-pets', 'api/pets/list-pets-1']);
    expect(pages.slice(-2).map((page) => [page.slug, page.openapi])).toEqual([
      ['api/get-an-order', 'webhooks-3.1.json GET /orders/{id}'],
      ['api/orders/order-created', 'webhooks-3.1.json webhook order.created'],
    ]);
  });
});
