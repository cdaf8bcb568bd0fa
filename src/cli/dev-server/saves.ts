import { join, relative } from 'node:path';
import { watch } from 'chokidar';
import { pathInside } from '../../core/pages/inside-folder.ts';
import { unwatchedPaths } from '../../integration/dev-watch.ts';
import { CHILD_VARIABLE, RESTART_CODE } from './supervise.ts';

// The saves in a docs folder while `mintaka dev` runs, handed over together when they come
// together (an editor writing a file twice, a branch switch), one batch after the other.
// What the writer never edits is not watched (integration/dev-watch.ts: hidden folders, other
// builds, what .mintignore leaves out), nor packages. Mintaka's own code, which a docs folder
// can hold (this repository's), is loaded once: a save of it starts the server again
// (supervise.ts).

export interface Save {
  event: 'add' | 'change' | 'unlink';
  file: string;
}

/** Saves this close together are one batch. */
const SETTLE_MS = 20;

export function watchSaves(options: { docsDir: string; projectRoot: string }, onSaves: (saves: Save[]) => Promise<void>): void {
  const { docsDir, projectRoot } = options;
  const unwatched = unwatchedPaths({ docsDir, projectRoot });
  const watcher = watch(docsDir, { ignoreInitial: true, ignored: (path) => unwatched(path) || /[\\/](?:node_modules|\.git)(?:[\\/]|$)/.test(path) });
  let pending: Save[] = [];
  let settling: ReturnType<typeof setTimeout> | undefined;
  let handled = Promise.resolve();
  const handle = async () => {
    const saves = pending;
    pending = [];
    try {
      await onSaves(saves);
    } catch (error) {
      console.error(`mintaka dev: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  watcher.on('all', (event, file) => {
    if (event !== 'add' && event !== 'change' && event !== 'unlink') return;
    if (pathInside(join(projectRoot, 'src'), file) !== undefined && process.env[CHILD_VARIABLE]) {
      console.log(`mintaka dev: ${relative(projectRoot, file)} changed: starting the server again`);
      process.exit(RESTART_CODE);
    }
    pending.push({ event, file });
    clearTimeout(settling);
    settling = setTimeout(() => (handled = handled.then(handle)), SETTLE_MS);
  });
  watcher.on('error', (error) => console.error(`mintaka dev: watching ${docsDir}: ${error instanceof Error ? error.message : String(error)}`));
}
