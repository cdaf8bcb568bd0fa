import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { threadId } from 'node:worker_threads';

// Files a build keeps for the next one (highlighted code, pages' HTML, API samples), written
// without making the thread that renders pages wait for the file system. Each file is written
// whole or not at all (write, then rename): concurrent builds and render threads may write the
// same file, and a build stopped midway must never leave half a file for the next to read. A
// failed write (read-only or full disk) only costs speed in the next build.

interface Writes {
  /** Folders known to exist on this thread. */
  folders: Set<string>;
  /** Writes not yet done (flushBackgroundWrites waits for them). */
  pending: Set<Promise<void>>;
}

const KEY = Symbol.for('mintaka.background-writes');

function writes(): Writes {
  const store = globalThis as unknown as Record<symbol, Writes | undefined>;
  store[KEY] ??= { folders: new Set(), pending: new Set() };
  return store[KEY]!;
}

/** Writes `file` whole, creating its folder once per thread. */
export async function writeFileAtomically(file: string, data: string): Promise<void> {
  const folder = dirname(file);
  const { folders } = writes();
  if (!folders.has(folder)) {
    await mkdir(folder, { recursive: true });
    folders.add(folder);
  }
  const tmp = `${file}.${process.pid}-${threadId}.tmp`;
  await writeFile(tmp, data);
  await rename(tmp, file);
}

/** Starts writing `file` (see writeFileAtomically) and returns at once. */
export function writeInBackground(file: string, data: string): void {
  const { pending } = writes();
  const write: Promise<void> = writeFileAtomically(file, data)
    .catch(() => undefined)
    .finally(() => pending.delete(write));
  pending.add(write);
}

/** Waits until everything started so far is on disk (before a render thread or a build ends). */
export async function flushBackgroundWrites(): Promise<void> {
  const { pending } = writes();
  while (pending.size) await Promise.all([...pending]);
}
