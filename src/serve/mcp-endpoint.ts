// The MCP server over streamable HTTP at /mcp, and its discovery card at /.well-known/mcp.json,
// as a Node request handler for `mintaka serve` and `mintaka preview`. The SDK's
// createMcpHandler serves the current protocol revision and, statelessly, clients of the 2025
// revisions; nothing is kept between requests, so any number of server processes can answer.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { basename, join } from 'node:path';
import { toNodeHandler } from '@modelcontextprotocol/node';
import { createMcpHandler, SUPPORTED_PROTOCOL_VERSIONS } from '@modelcontextprotocol/server';
import { buildServerCard } from '../core/agents/server-card.ts';
import { createRateLimiter, type RateLimiter } from '../core/proxy/rate-limit.ts';
import { createClientKey } from '../integration/proxy/client-key.ts';
import { closeAfterAnswer } from '../core/http/close-after-answer.ts';
import { parseSiteManifest, SITE_MANIFEST_FILE, type SiteManifest } from '../core/agents/site-manifest.ts';
import { docsToolsForCard } from './docs-tools.ts';
import { createDocsMcpServer } from './mcp-server.ts';
import { openSiteSearch } from './site-search.ts';

export const MCP_PATH = '/mcp';
/** The discovery card: the path the issue and Mintlify's users know, and SEP-2127's. */
export const SERVER_CARD_PATHS = ['/.well-known/mcp.json', '/.well-known/mcp/server-card', '/.well-known/mcp/server-card.json'];
/**
 * The revision createMcpHandler serves besides SUPPORTED_PROTOCOL_VERSIONS (the 2025-era list);
 * the SDK keeps its modern list internal. A test connects with it (tests/build/mcp-server.test.ts).
 */
const MODERN_PROTOCOL_VERSIONS = ['2026-07-28'];
/** MCP messages are small (a query, a path): a larger body is refused before it is parsed. */
const MAX_BODY_BYTES = 256 * 1024;
/**
 * Calls to /mcp per client per minute, counted as the playground's proxy counts (by socket
 * address, or what a --trusted-proxy reports): an agent's session (initialize, list, a few dozen
 * searches and pages) fits; a loop that would keep the one search worker busy for every other
 * reader does not.
 */
export const MCP_RATE_LIMIT = { limit: 120, windowMs: 60_000 } as const;

export interface McpEndpoint {
  /** Answers the request if it is for MCP or its card; false when it is not. */
  handle(req: IncomingMessage, res: ServerResponse): boolean;
  close(): Promise<void>;
}

export interface McpEndpointOptions {
  siteDir: string;
  /** The site's public address (`--site`): links and the card use it instead of the request's host. */
  publicUrl?: string;
  /** Reverse proxies whose X-Forwarded-For names the client (`--trusted-proxy`). */
  trustedProxies?: string[];
  rateLimiter?: RateLimiter;
}

const MINTAKA_VERSION = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string }).version;

/** The built site's manifest; a folder without one is named after itself. */
export function readSiteManifest(siteDir: string): SiteManifest {
  try {
    const parsed = parseSiteManifest(JSON.parse(readFileSync(join(siteDir, SITE_MANIFEST_FILE), 'utf8')));
    if (parsed) return parsed;
  } catch {
    // Not built by this version of Mintaka: the defaults below still serve its pages.
  }
  return { version: 1, name: basename(siteDir), versions: [], languages: [] };
}

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return (Array.isArray(value) ? value[0] : value)?.split(',')[0]?.trim();
}

/** Where this request reached the site: the public URL when given, else its Host (behind a TLS proxy, its X-Forwarded-Proto). */
function originOf(req: IncomingMessage, publicUrl: string | undefined): string {
  if (publicUrl) return publicUrl.replace(/\/+$/, '');
  const proto = header(req, 'x-forwarded-proto') === 'https' ? 'https' : 'http';
  return `${proto}://${header(req, 'host') ?? 'localhost'}`;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'content-type, accept, mcp-protocol-version, mcp-session-id, last-event-id',
  'access-control-expose-headers': 'mcp-session-id',
};

/** 429 with a JSON-RPC error (what MCP clients read) and Retry-After; the body is not read (the proxy's rule). */
function refuseOverLimit(req: IncomingMessage, res: ServerResponse, seconds: number): void {
  const message = `too many MCP requests from this address; try again in ${seconds} s`;
  closeAfterAnswer(req, res);
  res.writeHead(429, { 'content-type': 'application/json', 'retry-after': String(seconds) });
  res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: null }));
}

export function createMcpEndpoint(options: McpEndpointOptions): McpEndpoint {
  const manifest = readSiteManifest(options.siteDir);
  const search = openSiteSearch(options.siteDir, manifest);
  const context = { siteDir: options.siteDir, manifest, search, version: MINTAKA_VERSION };
  const siteBase = (request: Request | undefined) => (options.publicUrl ?? manifest.siteUrl ?? (request ? new URL(request.url).origin : '')).replace(/\/+$/, '');
  const handler = createMcpHandler((ctx) => createDocsMcpServer(context, siteBase(ctx.requestInfo)), { maxRequestBodySize: MAX_BODY_BYTES });
  const node = toNodeHandler(handler, { maxRequestBodySize: MAX_BODY_BYTES });
  const tools = docsToolsForCard(manifest);
  const limiter = options.rateLimiter ?? createRateLimiter(MCP_RATE_LIMIT);
  const clientKey = createClientKey(options.trustedProxies);

  const sendCard = (req: IncomingMessage, res: ServerResponse) => {
    const origin = originOf(req, options.publicUrl);
    const card = buildServerCard({
      title: manifest.name,
      description: manifest.description,
      websiteUrl: origin,
      mcpUrl: `${origin}${MCP_PATH}`,
      version: MINTAKA_VERSION,
      protocolVersions: [...MODERN_PROTOCOL_VERSIONS, ...SUPPORTED_PROTOCOL_VERSIONS],
      tools,
    });
    res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=3600', ...CORS });
    res.end(req.method === 'HEAD' ? undefined : `${JSON.stringify(card, null, 2)}\n`);
  };

  return {
    handle(req, res) {
      const path = (req.url ?? '/').split('?')[0]!;
      if (path !== MCP_PATH && !SERVER_CARD_PATHS.includes(path)) return false;
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...CORS, 'access-control-max-age': '86400' }).end();
        return true;
      }
      if (path !== MCP_PATH) {
        if (req.method === 'GET' || req.method === 'HEAD') sendCard(req, res);
        else res.writeHead(405, { allow: 'GET, HEAD, OPTIONS' }).end();
        return true;
      }
      for (const [name, value] of Object.entries(CORS)) res.setHeader(name, value);
      const allowed = limiter.take(clientKey(req));
      if (!allowed.ok) {
        refuseOverLimit(req, res, Math.ceil(allowed.retryAfterMs / 1000));
        return true;
      }
      void node(req, res);
      return true;
    },
    async close() {
      await handler.close();
      await search.close();
    },
  };
}
