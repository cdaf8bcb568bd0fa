// What `mintaka serve` does for agents, written for static hosts by the build (docs: Agents):
// Netlify and Cloudflare Pages read `_headers` and `_redirects` at the site's root; Vercel reads
// `vercel.json` (its `routes`, which run before the filesystem and can match the Accept header);
// nginx gets a snippet to include. Their file formats differ in what they can say:
//
// - Choosing Markdown by the Accept header: Vercel and nginx, by a regular expression that
//   approximates negotiate.ts (Markdown named before HTML, or plain text first; q-values are
//   not weighed). Netlify's and Cloudflare's files cannot match headers: there the `.md` URLs
//   and the pages' <link rel="alternate"> are the way, or an edge function.
// - `Link: </llms.txt>; rel="describedby"` on every answer, and Markdown's content type: all.
// - The `.md` copies of redirected pages follow their pages: `_redirects`, Vercel, nginx.
// - Files under /_astro/ (stylesheets, scripts, the frame's icon sprite) have a hash of their
//   content in their names: cached for a year without asking again, as `mintaka serve` does.
//   The hosts' default (revalidate every time) asked again on every page a reader opened.

export interface HostRulesInput {
  /** Redirects from one page path to another (`/old` -> `/new`), as the build expanded them. */
  redirects: { from: string; to: string; permanent: boolean }[];
  /** The site has a home page (and so /index.md); without one, / is a redirect. */
  homePage: boolean;
}

/** Accept headers that want a page's Markdown: text/markdown named before text/html, or text/plain first. */
export const MARKDOWN_ACCEPT_PATTERN = '^(?:(?!text/html).)*text/(?:x-)?markdown|^\\s*text/plain';
/** A page's URL: no dot in its last segment (files have one), an optional trailing slash. */
const PAGE_PATH_PATTERN = '/((?:[^/.]+/)*[^/.]+)/?';
const DESCRIBEDBY = '</llms.txt>; rel="describedby"';
const MARKDOWN_TYPE = 'text/markdown; charset=utf-8';
const HEADER_NOTE = 'Written by Mintaka (mintaka build): see the Agents page of its documentation.';
/** Where a build's hashed files are, and how long a browser may keep them. */
export const HASHED_ASSETS_PREFIX = '/_astro/';
export const HASHED_ASSETS_CACHE_CONTROL = 'public, max-age=31536000, immutable';

const markdownOf = (path: string) => (path === '/' ? '/index.md' : `${path.replace(/\/+$/, '')}.md`);
const isPagePath = (path: string) => path.startsWith('/') && !path.startsWith('//');

/** Redirects of Markdown copies: an agent following an old `.md` link reaches the new page's. */
function markdownRedirects(input: HostRulesInput) {
  return input.redirects.filter((r) => isPagePath(r.from) && isPagePath(r.to) && !/[?#*:]/.test(r.from + r.to)).map((r) => ({ ...r, from: markdownOf(r.from), to: markdownOf(r.to) }));
}

/** Netlify and Cloudflare Pages `_headers`. */
export function renderHeadersFile(): string {
  return [
    `# ${HEADER_NOTE}`,
    '/*',
    `  Link: ${DESCRIBEDBY}`,
    '/*.md',
    `  Content-Type: ${MARKDOWN_TYPE}`,
    `${HASHED_ASSETS_PREFIX}*`,
    `  Cache-Control: ${HASHED_ASSETS_CACHE_CONTROL}`,
    '',
  ].join('\n');
}

/**
 * Netlify and Cloudflare Pages `_redirects`: the site's own rules as given (in that format:
 * core/navigation/redirects.ts), then its redirected pages' Markdown copies, with the same
 * statuses (308 when permanent, else 307). A wildcard rule already carries the copies along.
 */
export function renderRedirectsFile(input: HostRulesInput, siteRules: string): string {
  const copies = markdownRedirects(input).map((r) => `${r.from} ${r.to} ${r.permanent ? 308 : 307}`);
  return [`# ${HEADER_NOTE}`, ...siteRules.split('\n').filter(Boolean), ...copies, ''].join('\n');
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Vercel's `vercel.json`: `routes`, evaluated in order before the filesystem. */
export function renderVercelJson(input: HostRulesInput): string {
  const wantsMarkdown = [{ type: 'header', key: 'accept', value: MARKDOWN_ACCEPT_PATTERN }];
  const config = {
    $schema: 'https://openapi.vercel.sh/vercel.json',
    routes: [
      ...markdownRedirects(input).map((r) => ({ src: `^${escapeRegex(r.from)}$`, status: r.permanent ? 308 : 307, headers: { Location: r.to } })),
      { src: '^/(.*)$', headers: { Link: DESCRIBEDBY }, continue: true },
      { src: '^/.*\\.md$', headers: { 'Content-Type': MARKDOWN_TYPE }, continue: true },
      { src: `^${escapeRegex(HASHED_ASSETS_PREFIX)}.*$`, headers: { 'Cache-Control': HASHED_ASSETS_CACHE_CONTROL }, continue: true },
      ...(input.homePage ? [{ src: '^/$', has: wantsMarkdown, dest: '/index.md', headers: { Vary: 'Accept', 'Content-Type': MARKDOWN_TYPE } }] : []),
      { src: `^${PAGE_PATH_PATTERN}$`, has: wantsMarkdown, dest: '/$1.md', headers: { Vary: 'Accept', 'Content-Type': MARKDOWN_TYPE } },
      { src: `^(?:/|${PAGE_PATH_PATTERN})$`, headers: { Vary: 'Accept' }, continue: true },
      { handle: 'filesystem' },
    ],
  };
  return `${JSON.stringify(config, null, 2)}\n`;
}

/** An nginx snippet: a `map` for the http block and a `location` setup for the site's server block. */
export function renderNginxSnippet(input: HostRulesInput): string {
  const quote = (text: string) => `"${text.replace(/["\\$]/g, '\\$&')}"`;
  return [
    `# ${HEADER_NOTE}`,
    '# In the http block: which requests want a page\'s Markdown copy.',
    'map $http_accept $mintaka_markdown {',
    '    default 0;',
    `    "~*${MARKDOWN_ACCEPT_PATTERN}" 1;`,
    '}',
    '',
    '# In the server block of the site (root pointing at the built folder):',
    'server {',
    '    location / {',
    `        add_header Link '${DESCRIBEDBY}' always;`,
    '        add_header Vary Accept always;',
    '        if ($mintaka_markdown) {',
    ...(input.homePage ? ['            rewrite ^/$ /index.md last;'] : []),
    `            rewrite ^${PAGE_PATH_PATTERN}$ /$1.md last;`,
    '        }',
    '        try_files $uri $uri/index.html $uri.html =404;',
    '    }',
    `    location ${HASHED_ASSETS_PREFIX} {`,
    `        add_header Cache-Control "${HASHED_ASSETS_CACHE_CONTROL}" always;`,
    `        add_header Link '${DESCRIBEDBY}' always;`,
    '    }',
    '    location ~ \\.md$ {',
    '        types { }',
    `        default_type "${MARKDOWN_TYPE}";`,
    `        add_header Link '${DESCRIBEDBY}' always;`,
    '        add_header Vary Accept always;',
    '    }',
    ...markdownRedirects(input).map((r) => `    location = ${quote(r.from)} { return ${r.permanent ? 301 : 302} ${quote(r.to)}; }`),
    '}',
    '',
  ].join('\n');
}
