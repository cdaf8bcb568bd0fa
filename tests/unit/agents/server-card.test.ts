import { expect, it } from 'vitest';
import { buildServerCard } from '../../../src/core/agents/server-card.ts';

it('describes the server as SEP-2127 cards do: a reverse-DNS name, one streamable HTTP remote, its tools', () => {
  const card = buildServerCard({
    title: 'Acme Docs',
    websiteUrl: 'https://docs.acme.test',
    mcpUrl: 'https://docs.acme.test/mcp',
    version: '0.1.0',
    protocolVersions: ['2026-07-28', '2025-11-25'],
    tools: [{ name: 'search', description: 'Search', inputSchema: { type: 'object' } }],
  });
  expect(card).toMatchObject({
    name: 'test.acme.docs/docs',
    title: 'Acme Docs',
    description: 'Search and read the Acme Docs documentation.',
    remotes: [{ type: 'streamable-http', url: 'https://docs.acme.test/mcp', supportedProtocolVersions: ['2026-07-28', '2025-11-25'] }],
    capabilities: { tools: { listChanged: false } },
    tools: [{ name: 'search' }],
  });
  expect(buildServerCard({ title: 'X', websiteUrl: 'http://127.0.0.1:4321', mcpUrl: 'http://127.0.0.1:4321/mcp', version: '1', protocolVersions: [], tools: [] }).name).toBe('127.0.0.1/docs');
});
