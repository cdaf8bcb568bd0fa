import { validateSite } from '../integration/validate/validate-site.ts';
import type { Problem } from '../integration/validate/problems.ts';
import { dim, green, plural, red, yellow } from './report.ts';

function printProblems(problems: readonly Problem[]): void {
  for (const p of problems) {
    const label = p.severity === 'error' ? red('error') : yellow('warning');
    console.log(`${p.file}:${p.line}:${p.column}  ${label}  ${p.message}`);
  }
}

/**
 * `mintaka check [folder]`: everything a build would refuse or warn about, and every broken
 * internal link, without writing a site (the build runs the same validation first). Exit 1 on
 * errors (with `strict`, on warnings too).
 */
export async function runCheck(options: { docsDir: string; strict?: boolean; site?: string }): Promise<number> {
  const { problems, pageCount } = await validateSite(options.docsDir, { fetchStars: false, siteUrl: options.site });
  printProblems(problems);
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.length - errors;
  const inFiles = new Set(problems.map((p) => p.file)).size;
  const checked = `${plural(pageCount, 'page')} checked`;
  if (!problems.length) console.log(`${green('✓')} No problems found (${checked})`);
  else console.log(`${errors ? red('✗') : yellow('!')} ${plural(errors, 'error')}, ${plural(warnings, 'warning')} in ${plural(inFiles, 'file')} ${dim(`(${checked})`)}`);
  return errors > 0 || (options.strict && warnings > 0) ? 1 : 0;
}
