import { join } from 'node:path';
import { locateOffset } from '../config/json-syntax.ts';
import type { SiteData } from '../site/load-site.ts';
import { problemFromMessage, readText, sortProblems, type Problem } from '../integration/validate/problems.ts';

/** `icon "x" is not a free Font Awesome icon ...`: the build's one warning per icon name (icon-uses.ts). */
const ICON_WARNING = /^icon "([^"]+)" is not a free Font Awesome icon/;

/**
 * An icon warning of rendering (an icon the validation could not know: given by an expression)
 * at the page its first use names, where the name is written, else at mint.json.
 */
function iconProblem(site: SiteData, message: string, name: string): Problem {
  const page = /\((?:\d+ uses, first )?page (\S+?):? /.exec(message)?.[1];
  const file = page ? site.pages[page]?.file : undefined;
  if (!file) return problemFromMessage(message, 'warning', site.docsDir);
  const text = readText(join(site.docsDir, file));
  const offset = text.indexOf(`"${name}"`);
  return { file, ...(offset >= 0 ? locateOffset(text, offset) : { line: 1, column: 1 }), severity: 'warning', message };
}

/**
 * What the build prints as warnings: every non-fatal problem of the validation (broken links
 * included: the site is published with them), then what only rendering could find (an icon
 * given by an expression, a page the search index could not read), without repeating what the
 * validation already said.
 */
export function buildWarnings(validation: readonly Problem[], rendered: readonly string[], site: SiteData): Problem[] {
  const warnings: Problem[] = validation.filter((p) => !p.fatal).map((p) => ({ ...p, severity: 'warning' }));
  // The same message in the same file is the same problem, wherever rendering placed it.
  const seen = new Set(warnings.map((p) => `${p.file}\0${p.message}`));
  const iconsSaid = new Set(warnings.map((p) => ICON_WARNING.exec(p.message)?.[1]).filter(Boolean));
  for (const message of rendered) {
    const icon = ICON_WARNING.exec(message)?.[1];
    if (icon && iconsSaid.has(icon)) continue;
    const problem = icon ? iconProblem(site, message, icon) : problemFromMessage(message, 'warning', site.docsDir);
    const key = `${problem.file}\0${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    warnings.push(problem);
  }
  return sortProblems(warnings);
}
