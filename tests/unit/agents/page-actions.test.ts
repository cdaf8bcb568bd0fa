import { describe, expect, it } from 'vitest';
import { buildPageActions } from '../../../src/core/agents/page-actions.ts';
import { fillPlaceholders } from '../../../src/core/agents/placeholders.ts';
import type { ContextualConfig } from '../../../src/config/schema/contextual.ts';

const context = { siteName: 'Acme "Docs"', path: '/guides/intro', markdownPath: '/guides/intro.md', siteUrl: 'https://docs.acme.test' };
const config = (options: ContextualConfig['options']): ContextualConfig => ({ options, display: 'header' });

describe('buildPageActions', () => {
  it('gives the default options in order: copy, view, the assistants with a prompt naming the Markdown URL, MCP', () => {
    const actions = buildPageActions(config(['copy', 'view', 'chatgpt', 'claude', 'perplexity', 'mcp']), context);
    expect(actions.map((a) => [a.id, a.kind, a.title])).toEqual([
      ['copy', 'copy-page', 'Copy page'],
      ['view', 'link', 'View as Markdown'],
      ['chatgpt', 'link', 'Open in ChatGPT'],
      ['claude', 'link', 'Open in Claude'],
      ['perplexity', 'link', 'Open in Perplexity'],
      ['mcp', 'copy-text', 'Copy MCP server URL'],
    ]);
    expect(actions[1]!.href).toBe('/guides/intro.md');
    const claude = actions[3]!;
    expect(new URL(claude.href!).searchParams.get('q')).toBe('Read https://docs.acme.test/guides/intro.md so I can ask questions about it.');
    expect(claude).toMatchObject({ external: true, template: false });
    expect(actions[5]).toMatchObject({ text: '$mcp', needsMcp: true });
  });

  it('leaves the origin to the browser when the build has no site URL', () => {
    const [chatgpt] = buildPageActions(config(['chatgpt']), { ...context, siteUrl: undefined });
    expect(chatgpt!.template).toBe(true);
    expect(chatgpt!.href).toBe('https://chatgpt.com/?hints=search&q=Read%20$origin%2Fguides%2Fintro.md%20so%20I%20can%20ask%20questions%20about%20it.');
  });

  it('builds Cursor and VS Code install links around the MCP address', () => {
    const [cursor, vscode] = buildPageActions(config(['cursor', 'vscode']), context);
    expect(cursor!.href).toBe('cursor://anysphere.cursor-deeplink/mcp/install?name=Acme%20%22Docs%22&config=$mcp64');
    // The browser puts the encoded address in place of $mcp: the JSON is whole once decoded.
    const filled = vscode!.href!.replace('$mcp', encodeURIComponent('https://docs.acme.test/mcp'));
    expect(JSON.parse(decodeURIComponent(filled.slice('vscode:mcp/install?'.length)))).toEqual({ name: 'Acme "Docs"', type: 'http', url: 'https://docs.acme.test/mcp' });
    expect(cursor!.needsMcp && vscode!.needsMcp).toBe(true);
  });

  it('fills $page and $path in custom options, keeps $mcp for the browser, and encodes query values', () => {
    const [issue, connect, plain] = buildPageActions(
      config([
        { title: 'Report', description: 'Open an issue', href: { base: 'https://github.com/acme/docs/issues/new', query: [{ key: 'title', value: 'Docs: $path' }, { key: 'body', value: 'See $page & more' }] } },
        { title: 'Connect', description: 'Add the server', href: { base: 'https://example.test/add', query: [{ key: 'url', value: '$mcp' }] } },
        { title: 'Source', description: 'Read the source', href: '/raw$path.mdx' },
      ]),
      context,
    );
    const url = new URL(issue!.href!);
    expect(url.searchParams.get('title')).toBe('Docs: /guides/intro');
    expect(url.searchParams.get('body')).toBe('See https://docs.acme.test/guides/intro.md & more');
    expect(issue).toMatchObject({ id: 'custom', external: true, needsMcp: false });
    expect(connect).toMatchObject({ href: 'https://example.test/add?url=$mcp', template: true, needsMcp: true });
    expect(plain).toMatchObject({ href: '/raw/guides/intro.mdx', external: false });
  });

  it('leaves out the options Mintaka does not offer and shows nothing for an empty list', () => {
    expect(buildPageActions(config(['assistant', 'copy', 'download-pdf']), context).map((a) => a.id)).toEqual(['copy']);
    expect(buildPageActions(config([]), context)).toEqual([]);
  });
});

describe('fillPlaceholders', () => {
  it('fills a query value encoded and a path as it is, leaving unknown placeholders', () => {
    const values = { origin: 'http://localhost:4321', md: '/guides/intro.md', path: '/guides/intro', mcp: 'http://localhost:4321/mcp' };
    expect(fillPlaceholders('$md', values)).toBe('/guides/intro.md');
    expect(fillPlaceholders('https://claude.ai/new?q=Read%20$origin$md%20now', values)).toBe('https://claude.ai/new?q=Read%20http%3A%2F%2Flocalhost%3A4321%2Fguides%2Fintro.md%20now');
    expect(fillPlaceholders('/raw$path.mdx?from=$path', values)).toBe('/raw/guides/intro.mdx?from=%2Fguides%2Fintro');
    expect(fillPlaceholders('cursor://x/install?config=$mcp64', values)).toBe('cursor://x/install?config=$mcp64');
  });

  it('gives the menu module templates that fill to what a page built with its own values gets', () => {
    const options = config(['chatgpt', 'view', { title: 'T', description: 'D', href: { base: 'https://x.test/new', query: [{ key: 'u', value: '$page' }] } }]);
    const templates = buildPageActions(options, { ...context, path: '$path', markdownPath: '$md' });
    const page = buildPageActions(options, context);
    expect(templates.map((t) => fillPlaceholders(t.href!, { md: '/guides/intro.md', path: '/guides/intro' }))).toEqual(page.map((p) => p.href));
  });
});
