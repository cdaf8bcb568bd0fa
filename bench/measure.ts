// Runs a command and measures it from outside: wall time, peak memory of its whole process
// tree (Linux /proc: VmHWM per process, and the highest sum of VmRSS seen at once) and CPU time.
import { spawn, type SpawnOptions } from 'node:child_process';
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/**
 * What Mintaka keeps between builds of a site lives beside MINTAKA_HIGHLIGHT_CACHE: highlighted
 * code and samples inside it, page facts and Markdown copies' bodies next to it
 * (kept-entries.ts). Until 28 November the bench removed only the highlight cache, so its "cold"
 * builds found every page's validation facts and Markdown body of the run before. This empties
 * a folder of its own for `name` and returns the MINTAKA_HIGHLIGHT_CACHE that keeps all of it there.
 */
export function emptyKeptFolder(work: string, name: string): string {
  const folder = join(work, 'kept', name);
  rmSync(folder, { recursive: true, force: true });
  return join(folder, 'code');
}

export interface Measured {
  code: number;
  wallMs: number;
  /** Peak resident memory of the tree: max(sum of VmRSS at one moment, largest VmHWM). */
  peakRssBytes: number;
  /** user + system CPU of the tree (sampled; processes shorter than a poll may be missed). */
  cpuMs: number;
  stdout: string;
  stderr: string;
}

const CLOCK_TICKS_PER_MS = 100 / 1000;

function readStatus(pid: number): { rss: number; hwm: number } | undefined {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
    return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
  } catch {
    return undefined;
  }
}

/** utime + stime in ms, and the parent pid, from /proc/<pid>/stat. */
function readStat(pid: number): { ppid: number; cpuMs: number } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name may hold spaces: fields start after the last ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(fields[1]), cpuMs: (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS_PER_MS };
  } catch {
    return undefined;
  }
}

/** The pid and all its descendants now alive. */
export function listProcessTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const stat = readStat(Number(name));
    if (!stat) continue;
    const list = children.get(stat.ppid) ?? [];
    list.push(Number(name));
    children.set(stat.ppid, list);
  }
  const tree: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.pop()!;
    tree.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Samples a running process tree until stopped. */
export function watchProcessTree(root: number, intervalMs = 100) {
  let peakSum = 0;
  let peakHwm = 0;
  const cpu = new Map<number, number>();
  const sample = () => {
    let sum = 0;
    for (const pid of listProcessTree(root)) {
      const status = readStatus(pid);
      const stat = readStat(pid);
      if (status) {
        sum += status.rss;
        peakHwm = Math.max(peakHwm, status.hwm);
      }
      if (stat) cpu.set(pid, stat.cpuMs);
    }
    peakSum = Math.max(peakSum, sum);
  };
  sample();
  const timer = setInterval(sample, intervalMs);
  return {
    sample,
    stop: () => {
      clearInterval(timer);
      return { peakRssBytes: Math.max(peakSum, peakHwm), cpuMs: [...cpu.values()].reduce((a, b) => a + b, 0) };
    },
  };
}

export function runMeasured(command: string, args: string[], options: SpawnOptions & { quiet?: boolean } = {}): Promise<Measured> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    if (!child.pid) return reject(new Error(`could not start ${command}`));
    const watcher = watchProcessTree(child.pid);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d) => (stdout += d));
    child.stderr!.on('data', (d) => (stderr += d));
    // Sample once more just before the process is reaped: 'exit' comes before 'close'.
    child.on('exit', () => watcher.sample());
    child.on('close', (code) => {
      const wallMs = performance.now() - started;
      const { peakRssBytes, cpuMs } = watcher.stop();
      resolve({ code: code ?? 1, wallMs, peakRssBytes, cpuMs, stdout, stderr });
    });
    child.on('error', reject);
  });
}
