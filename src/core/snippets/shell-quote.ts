// The one shell-quoting helper: every value that goes into a shell command passes here.

const SAFE = /^[A-Za-z0-9_\-.,:/@%+=]+$/;

/**
 * Quotes a value for POSIX shells (bash, zsh, sh): left bare when it has only safe
 * characters, otherwise single-quoted, with each `'` written as `'\''`. Inside single
 * quotes nothing is special ($, `, \, ", newlines), so the command sends exactly `value`.
 */
export function quoteShell(value: string): string {
  if (SAFE.test(value)) return value;
  return `'${value.replace(/'/g, `'\\''`)}'`;
}
