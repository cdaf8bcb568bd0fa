import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { getOpenApiFailure, isOpenApiInput } from '../../../src/site/load-openapi.ts';
import { loadSite } from '../../../src/site/load-site.ts';
import { repoRoot } from '../../support/build-fixture.ts';

// What `mintaka dev` watches for API pages: the files the documents were read from, $ref'ed
// files included, and JSON/YAML files of the folder that are OpenAPI documents.
describe('isOpenApiInput', () => {
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('knows every file a document was read from, and tells documents from other data files', async () => {
    const docsDir = join(repoRoot, 'tests/fixtures/sites/api');
    vi.stubEnv('MINTAKA_OFFLINE', '1');
    const loaded = await loadSite(docsDir, { fetchStars: false });
    expect(loaded.ok).toBe(true);
    for (const file of ['split/api.yaml', 'split/paths/users.yaml', 'split/schemas/address.yaml', 'split/common/errors.json', 'legacy/swagger.json', 'events/events.yaml']) {
      expect(isOpenApiInput(docsDir, join(docsDir, file)), file).toBe(true);
    }
    // A broken document nobody names is still watched: fixing it may fix pages that search.
    expect(isOpenApiInput(docsDir, join(docsDir, 'drafts/broken.yaml'))).toBe(true);
    expect(getOpenApiFailure(docsDir, 'drafts/broken.yaml')?.[0]?.message).toBe('drafts/broken.yaml: #/paths/users: path must start with "/"');
    expect(isOpenApiInput(docsDir, join(docsDir, 'mint.json'))).toBe(false);
    expect(isOpenApiInput(docsDir, join(docsDir, 'introduction.mdx'))).toBe(false);
    expect(isOpenApiInput(docsDir, join(repoRoot, 'package.json'))).toBe(false);
  });
});
