import { formatProblem, type Problem } from '../integration/validate/problems.ts';

/** Terminal output of the CLI: short lines, colour only on a TTY, no stack traces. */
const tty = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: number) => (text: string) => (tty ? `\x1b[${code}m${text}\x1b[0m` : text);
export const red = paint(31);
export const yellow = paint(33);
export const green = paint(32);
export const dim = paint(2);

/** Past this many warnings, they are listed per file (as ESLint does) instead of one a line. */
const GROUP_AFTER = 10;

export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function step(message: string): void {
  console.log(`${green('✓')} ${message}`);
}

export function printErrors(title: string, errors: readonly (string | Problem)[]): void {
  console.error(`${red('✗')} ${title}`);
  for (const error of errors) console.error(`  ${red('error')} ${typeof error === 'string' ? error : formatProblem(error)}`);
}

/**
 * Warnings, each with its file:line:column. Many of them are grouped under their file, so that
 * a page with twenty broken links reads as one block.
 */
export function printWarnings(warnings: readonly (string | Problem)[]): void {
  if (!warnings.length) return;
  const located = warnings.filter((w): w is Problem => typeof w !== 'string');
  const files = new Set(located.map((p) => p.file));
  console.log(`${yellow('!')} ${plural(warnings.length, 'warning')}${files.size > 1 ? ` in ${plural(files.size, 'file')}` : ''}:`);
  for (const warning of warnings) if (typeof warning === 'string') console.log(`  ${yellow('warning')} ${warning}`);
  if (located.length <= GROUP_AFTER) {
    for (const problem of located) console.log(`  ${yellow('warning')} ${formatProblem(problem)}`);
    return;
  }
  for (const file of files) {
    console.log(`  ${file}`);
    for (const p of located) if (p.file === file) console.log(`    ${dim(`${p.line}:${p.column}`)}  ${p.message}`);
  }
}

/**
 * The warnings printWarnings wrote, each as `file:line:column: message`, flat or grouped under
 * their file: for the tools that read a build's output (tests, scripts/build-corpus.ts).
 */
export function readPrintedWarnings(output: string): string[] {
  const found: string[] = [];
  let file = '';
  for (const line of output.replace(/\x1b\[[0-9;]*m/g, '').split('\n')) {
    const flat = /^ {2}warning (.*)$/.exec(line);
    const grouped = /^ {4}(\d+:\d+) {2}(.*)$/.exec(line);
    if (flat) found.push(flat[1]!);
    else if (grouped) found.push(`${file}:${grouped[1]}: ${grouped[2]}`);
    else if (/^ {2}\S/.test(line)) file = line.trim();
  }
  return found;
}

export function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}
