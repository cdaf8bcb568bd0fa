import type { HarRequest } from '../../core/openapi/har-types.ts';
import { buildRequestExamples } from '../../core/snippets/index.ts';
import { highlightSampleUnkept } from '../markdown/highlighter.ts';

// An API page's request samples and response examples are highlighted by the render workers
// when Astro renders the page, after it has bundled the site: on an API site the workers had
// rendered every page ahead by then and sat idle for seconds, and then took most of a second on
// the first pages' samples, loading each sample language's grammar, compiling its patterns and
// V8 its code, while the main thread waited for them. Told that the site has API pages
// (samples-ahead-message.ts), a worker highlights samples like theirs in that idle time, made
// by the same generators from requests of the usual shapes.

/** An operation with path, query and header parameters and a bearer token (its JSON body below). */
const POST_REQUEST: HarRequest = {
  method: 'POST',
  url: 'https://api.example.com/v1/projects/{project_id}/items?limit=10&expand=owner',
  httpVersion: 'HTTP/1.1',
  headers: [
    { name: 'Authorization', value: 'Bearer <token>' },
    { name: 'X-Request-Id', value: '<string>' },
    { name: 'Content-Type', value: 'application/json' },
  ],
  queryString: [
    { name: 'limit', value: '10' },
    { name: 'expand', value: 'owner' },
  ],
  cookies: [],
  headersSize: -1,
  bodySize: -1,
};

/** A response example: the values JSON has, nested. */
const RESPONSE_EXAMPLE = {
  id: 'item_123',
  name: 'Example item',
  count: 42,
  ratio: 0.75,
  active: true,
  deleted: false,
  owner: null,
  tags: ['alpha', 'beta'],
  metadata: { created_at: '2024-01-01T00:00:00Z', links: [{ rel: 'self', href: 'https://api.example.com/v1/items/item_123' }] },
};

/** The samples a site's API pages have: a POST with a JSON body and a GET per language, and a JSON example. */
function likelySamples(languages: readonly string[]): { code: string; grammar: string }[] {
  const body = JSON.stringify({ name: '<string>', count: 123, enabled: true, tags: ['<string>'], settings: { mode: 'fast', limit: null } }, null, 2);
  const post: HarRequest = { ...POST_REQUEST, postData: { mimeType: 'application/json', text: body } };
  const get: HarRequest = { ...POST_REQUEST, method: 'GET', headers: POST_REQUEST.headers.slice(0, 1) };
  const requests = [...buildRequestExamples(post, [], languages), ...buildRequestExamples(get, [], languages)];
  return [...requests.map((sample) => ({ code: sample.source, grammar: sample.highlight })), { code: JSON.stringify(RESPONSE_EXAMPLE, null, 2), grammar: 'json' }];
}

/**
 * Highlights samples like the site's, one at a time, until `stop()` says work has come (the
 * worker then does that first). Nothing is kept for the next build; failures only mean the real
 * samples do the work.
 */
export async function warmSampleHighlighting(languages: readonly string[], stop: () => boolean): Promise<void> {
  try {
    for (const { code, grammar } of likelySamples(languages)) {
      if (stop()) return;
      await highlightSampleUnkept(code, grammar);
      await new Promise((resolve) => setImmediate(resolve));
    }
  } catch {
    // Warming is only for speed.
  }
}
