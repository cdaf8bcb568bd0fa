/** Terminal output of the CLI: short lines, colour only on a TTY, no stack traces. */
const tty = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: number) => (text: string) => (tty ? `\x1b[${code}m${text}\x1b[0m` : text);
export const red = paint(31);
export const yellow = paint(33);
export const green = paint(32);
export const dim = paint(2);

export function step(message: string): void {
  console.log(`${green('✓')} ${message}`);
}

export function printErrors(title: string, errors: readonly string[]): void {
  console.error(`${red('✗')} ${title}`);
  for (const error of errors) console.error(`  ${red('error')} ${error}`);
}

export function printWarnings(warnings: readonly string[]): void {
  if (!warnings.length) return;
  console.log(`${yellow('!')} ${warnings.length} warning${warnings.length === 1 ? '' : 's'}:`);
  for (const warning of warnings) console.log(`  ${yellow('warning')} ${warning}`);
}

export function seconds(since: number): string {
  return `${((performance.now() - since) / 1000).toFixed(1)} s`;
}
