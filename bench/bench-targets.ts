// The performance targets of issues 8 and 15, checked on one benchmark run (ratios, so that
// the machine's speed and load cancel out as far as possible).
export interface Target {
  name: string;
  /** undefined: not measured in this run. */
  pass?: boolean;
  detail: string;
}

export const KIB = 1024;
export const LIMITS = {
  /** Component-rich MDX pages against Starlight's time, same run (issue 15). */
  timeRatio: 0.35,
  /** Plain Markdown pages against Starlight's time, same run (issue 8). */
  markdownTimeRatio: 0.5,
  htmlBytes: 40 * KIB,
  jsBytes: 2 * KIB,
  cssBytes: 25 * KIB,
  /** Median of the real corpus sites, cold, whole command (issue 15). */
  corpusPagesPerSecond: 40,
  /** `mintaka dev` on the repository's site: first page readable in a browser (issue 15). */
  devFirstPageMs: 3000,
  devEditMs: 300,
};

export function formatTargets(targets: Target[]): string {
  return targets.map((t) => `${t.pass === undefined ? 'SKIP' : t.pass ? 'PASS' : 'FAIL'}  ${t.name}: ${t.detail}`).join('\n');
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

export const formatBytes = (bytes: number): string =>
  bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MiB` : bytes >= 1024 ? `${(bytes / 1024).toFixed(1)} KiB` : `${bytes} B`;
