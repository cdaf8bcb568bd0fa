import type { ViteDevServer } from 'vite';

/** The variable `mintaka dev` passes its port in (src/cli/dev.ts). */
export const DEV_PORT_VARIABLE = 'MINTAKA_DEV_PORT';

/**
 * Makes the dev server listen on the port `mintaka dev` was given, which Astro's config does not
 * hold. Astro keys its content store to its whole config, the server's port included: a dev
 * server started on another port (`--port`, a bench or test picking a free one) emptied the
 * store and rendered every page again before it listened. The port is not content, so Astro
 * keeps its default and the port is applied where Astro starts listening.
 */
export function listenOnDevPort(server: ViteDevServer, value = process.env[DEV_PORT_VARIABLE]): void {
  if (value === undefined || value === '') return;
  const port = Number(value);
  const listen = server.listen.bind(server);
  server.listen = (_astroPort?: number, isRestart?: boolean) => listen(port, isRestart);
}
