import { encodeKeeping, hasPlaceholder } from './placeholders.ts';
import type { ContextualConfig, ContextualCustomOption } from '../../config/schema/contextual.ts';
import { CONTEXTUAL_BUILTINS, type ContextualBuiltin } from '../../config/site/contextual-builtins.ts';
import { isUnsafeLinkUrl } from '../../config/site/unsafe-link.ts';

// The page actions menu as data: what each `contextual` option of a page does. Every page
// renders the first option as a button (PageActions.astro); the menu's items are drawn in the
// browser on first use, from the site's options (client/page-actions-menu.ts, written by the
// build with placeholders for `$md` and `$path`: the menu weighs nothing on pages until used).
// What only the browser knows stays a placeholder too: `$mcp` (the MCP server's URL, from
// /.well-known/mcp.json where one answers), `$mcp64` (Cursor's base64 server config) and
// `$origin` (the site's origin, when the build had no site URL). See placeholders.ts.

export type PageActionKind =
  /** Copies the page's Markdown. */
  | 'copy-page'
  /** Copies `text` (placeholders filled). */
  | 'copy-text'
  | 'link';

export interface PageAction {
  /** The option's name (`copy`, `claude`) or `custom`. */
  id: ContextualBuiltin | 'custom';
  kind: PageActionKind;
  title: string;
  description: string;
  /** A built-in glyph (page-actions.css) or a custom option's icon. */
  icon: { glyph: 'copy' | 'markdown' | 'chat' | 'plug' } | { name: string; type?: string; library?: 'fontawesome' | 'lucide' | 'tabler' };
  /** `link`: where it leads; may hold `$mcp`, `$mcp64`, `$origin` (then `template` is true). */
  href?: string;
  /** `copy-text`: what is copied; may hold `$mcp`. */
  text?: string;
  /** `href` holds placeholders the browser fills. */
  template?: boolean;
  /** Shown only once an MCP server answers. */
  needsMcp?: boolean;
  /** Opens another site (in a new tab). */
  external?: boolean;
}

export interface PageActionContext {
  /** The site's name, for MCP install links. */
  siteName: string;
  /** The page's URL path (`/guides/intro`). */
  path: string;
  /** Its Markdown copy's path (`/guides/intro.md`). */
  markdownPath: string;
  /** The site's public URL without a trailing slash, when the build knows it. */
  siteUrl?: string;
}

/** Chat assistants that open with a prompt in their URL. */
const CHATS = {
  chatgpt: { name: 'ChatGPT', url: 'https://chatgpt.com/?hints=search&q=' },
  claude: { name: 'Claude', url: 'https://claude.ai/new?q=' },
  perplexity: { name: 'Perplexity', url: 'https://www.perplexity.ai/search/new?q=' },
  grok: { name: 'Grok', url: 'https://grok.com/?q=' },
} as const;

const isChat = (id: string): id is keyof typeof CHATS => id in CHATS;

/** The page's Markdown URL: absolute when the site URL is known, else `$origin` + path. */
function markdownUrl(context: PageActionContext): string {
  return `${context.siteUrl ?? '$origin'}${context.markdownPath}`;
}

function builtin(id: ContextualBuiltin, context: PageActionContext): PageAction | undefined {
  if (isChat(id)) {
    const chat = CHATS[id];
    // The assistant reads the Markdown copy itself: a URL keeps the link short on every page.
    const prompt = `Read ${markdownUrl(context)} so I can ask questions about it.`;
    const href = chat.url + encodeKeeping(prompt);
    return { id, kind: 'link', title: `Open in ${chat.name}`, description: 'Ask questions about this page', icon: { glyph: 'chat' }, href, template: hasPlaceholder(href), external: true };
  }
  const name = JSON.stringify(context.siteName);
  switch (id) {
    case 'copy':
      return { id, kind: 'copy-page', title: 'Copy page', description: 'Copy this page as Markdown for LLMs', icon: { glyph: 'copy' } };
    case 'view':
      return { id, kind: 'link', title: 'View as Markdown', description: 'View this page as plain text', icon: { glyph: 'markdown' }, href: context.markdownPath };
    case 'mcp':
      return { id, kind: 'copy-text', title: 'Copy MCP server URL', description: 'Connect your AI tool to these docs', icon: { glyph: 'plug' }, text: '$mcp', needsMcp: true };
    case 'add-mcp':
      return { id, kind: 'copy-text', title: 'Copy MCP install command', description: 'Add these docs to your coding agents', icon: { glyph: 'plug' }, text: 'npx add-mcp $mcp', needsMcp: true };
    case 'cursor':
      // Cursor's MCP install link: the server config as base64 JSON.
      return { id, kind: 'link', title: 'Connect to Cursor', description: 'Install the MCP server in Cursor', icon: { glyph: 'plug' }, href: `cursor://anysphere.cursor-deeplink/mcp/install?name=${encodeURIComponent(context.siteName)}&config=$mcp64`, template: true, needsMcp: true };
    case 'vscode':
      // VS Code's MCP install link: the server config as URL-encoded JSON.
      return { id, kind: 'link', title: 'Connect to VS Code', description: 'Install the MCP server in VS Code', icon: { glyph: 'plug' }, href: `vscode:mcp/install?${encodeKeeping(`{"name":${name},"type":"http","url":"$mcp"}`)}`, template: true, needsMcp: true };
    default:
      return undefined;
  }
}

/** A custom option's link with `$page`, `$path` and `$mcp` in its query values filled or kept. */
function customHref(option: ContextualCustomOption, context: PageActionContext): string {
  const fill = (value: string, page: string) => value.replaceAll('$page', page).replaceAll('$path', context.path);
  if (typeof option.href === 'string') return fill(option.href, context.siteUrl ? markdownUrl(context) : context.markdownPath);
  const query = option.href.query.map((q) => `${encodeURIComponent(q.key)}=${encodeKeeping(fill(q.value, markdownUrl(context)))}`).join('&');
  if (!query) return option.href.base;
  return `${option.href.base}${option.href.base.includes('?') ? '&' : '?'}${query}`;
}

function custom(option: ContextualCustomOption, context: PageActionContext): PageAction | undefined {
  const href = customHref(option, context);
  // The config's check (schema/shared.ts) saw the href as written; this one sees it filled in.
  if (isUnsafeLinkUrl(href)) return undefined;
  return {
    id: 'custom',
    kind: 'link',
    title: option.title,
    description: option.description ?? '',
    icon: option.icon ? { name: option.icon, ...(option.iconType ? { type: option.iconType } : {}), ...(option.iconLibrary ? { library: option.iconLibrary } : {}) } : { glyph: 'chat' },
    href,
    template: hasPlaceholder(href),
    needsMcp: /\$mcp/.test(href),
    external: /^[a-z][a-z\d+.-]*:/i.test(href),
  };
}

/** The menu of one page, in the configured order, without the options Mintaka does not offer. */
export function buildPageActions(config: ContextualConfig | undefined, context: PageActionContext): PageAction[] {
  return (config?.options ?? []).flatMap((option) => {
    if (typeof option === 'string' && !CONTEXTUAL_BUILTINS[option].offered) return [];
    const action = typeof option === 'string' ? builtin(option, context) : custom(option, context);
    return action ? [action] : [];
  });
}

/** A built-in glyph of the options (page-actions.css). */
export type PageActionGlyph = Extract<PageAction['icon'], { glyph: string }>['glyph'];

/**
 * The option shown as the menu's button (the first that needs no MCP address) and its glyph: a
 * custom option's own icon is drawn in the menu, the button shows the chat glyph.
 */
export function mainPageAction(actions: readonly PageAction[]): { action: PageAction; glyph: PageActionGlyph } | undefined {
  const action = actions.find((candidate) => !candidate.needsMcp);
  return action && { action, glyph: 'glyph' in action.icon ? action.icon.glyph : 'chat' };
}
