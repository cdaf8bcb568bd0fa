import { relative } from 'node:path';

interface AstroLikeError {
  message?: string;
  loc?: { file?: string; line?: number; column?: number };
  id?: string;
  hint?: string;
  title?: string;
}

/**
 * One `file:line:column: reason` line for an error thrown by Astro/Vite/MDX while building a
 * page: writers get the position and the reason, not a stack trace.
 */
export function formatBuildError(error: unknown, docsDir: string): string {
  const e = (error ?? {}) as AstroLikeError;
  const file = e.loc?.file ?? e.id;
  const where = file ? `${relative(docsDir, file.replace(/^\/@fs/, '').split('?')[0]!) || file}${e.loc?.line ? `:${e.loc.line}:${e.loc.column ?? 1}` : ''}: ` : '';
  // Bundler errors arrive as "Build failed with N errors:" followed by the details.
  // eslint-disable-next-line no-control-regex
  const lines = (e.message ?? String(error)).replace(/\x1b\[[0-9;]*m/g, '').split('\n').map((l) => l.trim()).filter(Boolean);
  if (/^Build failed with \d+ errors?:$/.test(lines[0] ?? '')) {
    const plugin = formatPluginError(lines.slice(1), docsDir);
    if (plugin) return plugin;
  }
  const detail = /^Build failed with \d+ errors?:$/.test(lines[0] ?? '') ? lines.slice(1).find((l) => /^\[[A-Z_]+\]/.test(l)) : undefined;
  const message = (detail ?? lines[0] ?? 'unknown error').replace(/^\[[^\]]+\]\s*/, '');
  const hint = e.hint ? ` (hint: ${e.hint.split('\n')[0]})` : '';
  return `${where}${message}${hint}`;
}

/**
 * `[plugin x] /path/page.mdx:undefined:undefined` then `MDXError: reason (745:3-745:31)`:
 * the shape of an MDX compile error inside the bundler, turned into `page.mdx:745:3: reason`.
 */
function formatPluginError(lines: string[], docsDir: string): string | undefined {
  const index = lines.findIndex((l) => /^\[plugin [^\]]+\] \S/.test(l));
  if (index < 0) return undefined;
  const file = lines[index]!.replace(/^\[plugin [^\]]+\] /, '').replace(/(:undefined)+$/, '').replace(/:\d+:\d+$/, '');
  const reasonLine = lines.slice(index + 1).find((l) => /^\w*Error: /.test(l));
  if (!reasonLine) return undefined;
  const reason = reasonLine.replace(/^\w*Error: /, '');
  const position = /\((\d+):(\d+)(?:-\d+:\d+)?\)$/.exec(reason);
  const where = `${relative(docsDir, file) || file}${position ? `:${position[1]}:${position[2]}` : ''}`;
  return `${where}: ${position ? reason.slice(0, position.index).trim() : reason}`;
}
