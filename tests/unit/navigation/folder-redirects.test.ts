import { describe, expect, it } from 'vitest';
import { folderRedirects } from '../../../src/core/navigation/redirects.ts';

describe('folders that are no page', () => {
  it('lead to their first page in the navigation, else their first page by path', () => {
    const pages = ['index', 'integrations/zapier', 'integrations/slack', 'guides/index', 'guides/setup', 'api/v1/users/list', 'api/v1/users/get'];
    expect(folderRedirects(pages, ['index', 'integrations/slack', 'integrations/zapier', 'api/v1/users/get'])).toEqual([
      { from: 'api', to: '/api/v1/users/get' },
      { from: 'api/v1', to: '/api/v1/users/get' },
      { from: 'api/v1/users', to: '/api/v1/users/get' },
      { from: 'integrations', to: '/integrations/slack' },
    ]);
    expect(folderRedirects(['docs/b', 'docs/a'], [])).toEqual([{ from: 'docs', to: '/docs/a' }]);
  });
});
