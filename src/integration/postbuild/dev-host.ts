import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * What the dev server's own answers (search, page actions, Markdown copies) need of the server
 * they are added to: Vite's (Astro's dev server) or Mintaka's own (cli/dev-server/), which
 * offers the same.
 */
export interface DevHost {
  watcher: { on(event: 'all', listener: (event: string, file: string) => void): unknown };
  middlewares: { use(handler: (req: IncomingMessage, res: ServerResponse, next: () => void) => void): unknown };
  config: { logger: { error(message: string): void } };
}
