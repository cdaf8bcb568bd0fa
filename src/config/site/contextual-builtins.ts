// The page actions menu's built-in options, read by the config's schema and by every page's
// menu (core/agents/page-actions.ts): a module without zod, so that pages load no schema.

/** Built-in options, as Mintlify names them; `offered: false` ones are accepted and warned about. */
export const CONTEXTUAL_BUILTINS = {
  copy: { offered: true },
  view: { offered: true },
  chatgpt: { offered: true },
  claude: { offered: true },
  perplexity: { offered: true },
  grok: { offered: true },
  mcp: { offered: true },
  'add-mcp': { offered: true },
  cursor: { offered: true },
  vscode: { offered: true },
  assistant: { offered: false, instead: 'Mintaka has no hosted assistant' },
  aistudio: { offered: false, instead: 'not offered yet' },
  devin: { offered: false, instead: 'not offered yet' },
  'devin-desktop': { offered: false, instead: 'not offered yet' },
  'devin-mcp': { offered: false, instead: 'not offered yet' },
  windsurf: { offered: false, instead: 'not offered yet' },
  'download-pdf': { offered: false, instead: 'Mintaka does not render PDFs' },
  'download-spec': { offered: false, instead: 'not offered yet' },
} as const satisfies Record<string, { offered: boolean; instead?: string }>;

export type ContextualBuiltin = keyof typeof CONTEXTUAL_BUILTINS;

/** What a mint.json site shows when it says nothing: `mcp` only appears where an MCP server answers. */
export const DEFAULT_CONTEXTUAL_OPTIONS: readonly ContextualBuiltin[] = ['copy', 'view', 'chatgpt', 'claude', 'perplexity', 'mcp'];
