import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { isAtOrInside } from '../../core/pages/inside-folder.ts';

// `mintaka dev` on a docs folder that holds Mintaka's own code (this repository's site): the
// server runs in a child process, started again when that code is saved. Mintaka's dev server
// loads its modules once (Node has no way to load a module afresh), so the child stops itself
// on such a save (RESTART_CODE) and is started again here; the open pages reload when they
// find it back (client/dev-reload.ts). A writer's docs folder holds none of it: no child.

/** The exit code by which the server asks to be started again. */
export const RESTART_CODE = 75;
/** Set in the child's environment. */
export const CHILD_VARIABLE = 'MINTAKA_DEV_SERVER_CHILD';

/** Whether `docsDir` holds Mintaka's code, so that a save there should start the server again. */
export function holdsOwnCode(docsDir: string, projectRoot: string): boolean {
  return isAtOrInside(docsDir, join(projectRoot, 'src'));
}

/**
 * Runs the command again as a child until it ends for another reason than a restart: its exit
 * code, or the signal that ended it, which then ends this process too (Ctrl-C).
 */
export function superviseDev(args: readonly string[], script: string): Promise<number> {
  const signals = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
  return new Promise((resolve) => {
    let child: ReturnType<typeof spawn> | undefined;
    const forward = (signal: NodeJS.Signals) => child?.kill(signal);
    const start = () => {
      child = spawn(process.execPath, [...process.execArgv, script, ...args], { stdio: 'inherit', env: { ...process.env, [CHILD_VARIABLE]: '1' } });
      child.on('exit', (code, signal) => {
        if (code === RESTART_CODE) return start();
        for (const name of signals) process.off(name, forward);
        if (signal) process.kill(process.pid, signal);
        resolve(code ?? 1);
      });
    };
    for (const name of signals) process.on(name, forward);
    start();
  });
}
