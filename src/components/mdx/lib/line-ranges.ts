/** Line numbers from Mintlify's `highlight`/`focus` props: `"[1,3]"`, `"1,3-5"`, `[1, 3]` or `2`. */
export function parseLineRanges(value: unknown): Set<number> {
  const lines = new Set<number>();
  const text = Array.isArray(value) ? value.join(',') : typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  for (const part of text.replace(/[[\]{}\s]/g, '').split(',')) {
    const range = /^(\d+)(?:-(\d+))?$/.exec(part);
    if (!range) continue;
    const from = Number(range[1]);
    const to = Math.min(Number(range[2] ?? range[1]), from + 10_000);
    for (let n = from; n <= to; n++) lines.add(n);
  }
  return lines;
}
