// The MCP server's discovery document, served at /.well-known/mcp.json (and the path the MCP
// Server Cards proposal, SEP-2127, names: /.well-known/mcp/server-card): who the server is,
// where it answers over streamable HTTP, with which protocol revisions, and its tools. The
// page actions menu reads `remotes[0].url` from it to offer the MCP address.

export interface ServerCardTool {
  name: string;
  title?: string;
  description: string;
  inputSchema: Record<string, unknown>;
}

export interface ServerCardInput {
  /** The site's name. */
  title: string;
  description?: string;
  /** The docs site's address (its origin), also the server's identity. */
  websiteUrl: string;
  /** Where MCP answers. */
  mcpUrl: string;
  /** Mintaka's version. */
  version: string;
  protocolVersions: readonly string[];
  tools: ServerCardTool[];
}

/** `docs.example.com` -> `com.example.docs/docs`: the card names servers in reverse-DNS form. */
function reverseDnsName(websiteUrl: string): string {
  const host = new URL(websiteUrl).hostname.replace(/^\[|\]$/g, '');
  const reversed = /^[\d.]+$|:/.test(host) ? host : host.split('.').reverse().join('.');
  return `${reversed}/docs`;
}

export function buildServerCard(input: ServerCardInput): Record<string, unknown> {
  return {
    $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
    name: reverseDnsName(input.websiteUrl),
    version: input.version,
    title: input.title,
    description: input.description ?? `Search and read the ${input.title} documentation.`,
    websiteUrl: input.websiteUrl,
    remotes: [{ type: 'streamable-http', url: input.mcpUrl, supportedProtocolVersions: [...input.protocolVersions], authentication: { required: false, schemes: [] } }],
    capabilities: { tools: { listChanged: false } },
    tools: input.tools,
  };
}
