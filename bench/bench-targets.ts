// The performance targets of issue 8, checked on one benchmark run (ratios, so that the
// machine's speed and load cancel out as far as possible).
export interface Target {
  name: string;
  /** undefined: not measured in this run. */
  pass?: boolean;
  detail: string;
}

export const KIB = 1024;
export const LIMITS = {
  timeRatio: 0.5,
  timeRatioStretch: 0.25,
  htmlBytes: 40 * KIB,
  jsBytes: 2 * KIB,
  cssBytes: 25 * KIB,
  devFirstPageMs: 5000,
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
