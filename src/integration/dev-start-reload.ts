import type { ViteDevServer } from 'vite';

/**
 * Drops a full page reload asked for before the dev server listens. Astro asks for one when it
 * writes the content store, which its first sync does after a config change. With no browser
 * connected, Vite keeps that reload and sends it to the first page that connects: the page a
 * writer had just opened loaded twice. A page cannot be older than a server that was not yet
 * listening, and a tab left open from an earlier run reloads itself when it reconnects.
 */
export function dropReloadsBeforeListening(server: ViteDevServer): void {
  const hot = server.environments.client?.hot;
  const httpServer = server.httpServer;
  if (!hot || !httpServer) return;
  let listening = httpServer.listening;
  if (!listening) httpServer.once('listening', () => (listening = true));
  const send = hot.send.bind(hot) as (...args: unknown[]) => void;
  hot.send = ((...args: unknown[]) => {
    const payload = args[0] as { type?: string } | undefined;
    if (!listening && typeof payload === 'object' && payload?.type === 'full-reload') return;
    send(...args);
  }) as typeof hot.send;
}
