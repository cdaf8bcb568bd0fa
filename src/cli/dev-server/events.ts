import type { IncomingMessage, ServerResponse } from 'node:http';

// The dev server's messages to its open pages (client/dev-reload.ts), as server-sent events:
// `reload-in-place` after a save that the page can show without reloading, `reload` after one
// it cannot. An EventSource reconnects by itself; the page reloads when it does (the server was
// started again meanwhile).

export const DEV_EVENTS_PATH = '/_mintaka/dev/events';

/** A comment now and then, so that no proxy or idle timer closes a quiet stream. */
const KEEP_ALIVE_MS = 25_000;

export type DevEvent = 'reload' | 'reload-in-place';

export class DevEvents {
  readonly #pages = new Set<ServerResponse>();
  readonly #timer = setInterval(() => this.#write(': keep-alive\n\n'), KEEP_ALIVE_MS).unref();

  /** Answers a page's request for the stream; false for any other request. */
  handle(req: IncomingMessage, res: ServerResponse): boolean {
    if ((req.url ?? '').split('?')[0] !== DEV_EVENTS_PATH) return false;
    res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive' });
    res.write(': connected\n\n');
    this.#pages.add(res);
    req.on('close', () => this.#pages.delete(res));
    return true;
  }

  send(event: DevEvent): void {
    this.#write(`event: ${event}\ndata: {}\n\n`);
  }

  /** How many pages are open. */
  get size(): number {
    return this.#pages.size;
  }

  close(): void {
    clearInterval(this.#timer);
    for (const page of this.#pages) page.end();
    this.#pages.clear();
  }

  #write(chunk: string): void {
    for (const page of this.#pages) page.write(chunk);
  }
}
