import { pathInside } from '../core/pages/inside-folder.ts';
import { fileURLToPath } from 'node:url';
import type { ViteDevServer, WebSocketClient } from 'vite';
import { isCustomFile } from '../core/pages/custom-files.ts';
import { isOpenApiInput } from '../site/load-openapi.ts';
import { registerDevReloadScript } from './dev-reload-link.ts';

// `mintaka dev` shows a saved page's new text in place (client/dev-reload.ts) instead of
// reloading the tab: the reload that Astro asks for when a page, snippet or OpenAPI document of
// the docs folder is saved reaches the open pages that said they can show it in place as
// `mintaka:reload-in-place`, and every other page as Vite's full reload. Saves of anything else
// (Mintaka's own code, the site's custom CSS and JS, images, the frame's stylesheet) reload the
// tab as before: the page's markup would not tell what changed.

/** The dev-only browser script, as Vite serves it. */
const DEV_RELOAD_SCRIPT = `/@fs${fileURLToPath(new URL('../client/dev-reload.ts', import.meta.url))}`;

/** The event a page sends once it can show a save in place, and the one it is then sent. */
const CAN_EVENT = 'mintaka:in-place';
const RELOAD_EVENT = 'mintaka:reload-in-place';

/** Mintaka's own code and public files, which a docs folder can hold (this repository's does). */
const OWN_FOLDERS = [fileURLToPath(new URL('../', import.meta.url)), fileURLToPath(new URL('../../public/', import.meta.url))];

/**
 * Whether a save of `file` changes no more than the pages' markup: a page, a snippet (MDX or
 * code) or an OpenAPI document of the docs folder. Not Mintaka's own code and public files, nor
 * the site's custom CSS and JS or its images, whose URLs stay the same when they change.
 */
export function showsInPlace(file: string, docsDir: string): boolean {
  const rel = pathInside(docsDir, file);
  if (rel === undefined || OWN_FOLDERS.some((folder) => pathInside(folder, file) !== undefined)) return false;
  if (/\.mdx?$/i.test(rel)) return true;
  if (/\.(jsx|tsx|ts|js|mjs)$/i.test(rel)) return !isCustomFile(rel);
  return isOpenApiInput(docsDir, file);
}

/** A reload asked for this soon after one shown in place, with no save between, is the same save's. */
const SAME_SAVE_MS = 1000;

/**
 * Sends the full reloads that follow saves shown in place as `mintaka:reload-in-place` to the
 * pages that asked for it. A reload is shown in place when every file saved since the last one
 * is (showsInPlace): a save of anything else in between reloads every page.
 */
export function reloadPagesInPlace(server: ViteDevServer, docsDir: string): void {
  registerDevReloadScript(DEV_RELOAD_SCRIPT);
  const ws = server.ws;
  const inPlace = new WeakSet<WebSocketClient>();
  ws.on(CAN_EVENT, (_data: unknown, client: WebSocketClient) => inPlace.add(client));
  let saved: string[] = [];
  let lastShown = 0;
  // Astro's own writes (its content store, in the dev server's root: cli/astro-root.ts) follow
  // a save and ask for the reload again: they are not saves.
  const root = server.config.root;
  // Before the other listeners: a plugin that reloads at once on a save (the site's custom CSS,
  // vite-plugin-site.ts) finds the save noted.
  for (const event of ['add', 'change', 'unlink'] as const) server.watcher.prependListener(event, (file: string) => pathInside(root, file) === undefined && saved.push(file));
  const send = ws.send.bind(ws) as (...args: unknown[]) => void;
  ws.send = ((...args: unknown[]) => {
    const payload = args[0] as { type?: string } | undefined;
    if (typeof payload !== 'object' || payload?.type !== 'full-reload') return send(...args);
    const files = saved;
    saved = [];
    const clients = [...ws.clients];
    const now = Date.now();
    const shown = files.length > 0 ? files.every((file) => showsInPlace(file, docsDir)) : now - lastShown < SAME_SAVE_MS;
    lastShown = shown ? now : 0;
    if (!shown || !clients.some((client) => inPlace.has(client))) return send(...args);
    for (const client of clients) client.send(inPlace.has(client) ? { type: 'custom', event: RELOAD_EVENT, data: {} } : (payload as never));
  }) as typeof ws.send;
}
