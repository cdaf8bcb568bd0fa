import { join } from 'node:path';
import { locateOffset } from '../config/json-syntax.ts';
import type { SiteData } from '../integration/load-site.ts';
import { problemFromMessage, readText, sortProblems, type Problem } from '../integration/validate/problems.ts';

/** `page guides/setup: <Card title="X">: unknown icon "y" ...`: a component's warning while rendering. */
const COMPONENT_WARNING = /^page (\S+): (.*)$/s;

/** A component's warning at its page's file, where the value its reason names is first written. */
function componentProblem(site: SiteData, path: string, message: string, reason: string): Problem {
  const file = site.pages[path]?.file ?? path;
  const value = /"([^"]+)"/.exec(reason)?.[1];
  const text = readText(join(site.docsDir, file));
  const offset = value ? text.indexOf(`"${value}"`) : -1;
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
  const pageFiles = new Set(Object.values(site.pages).map((p) => p.file));
  for (const message of rendered) {
    const component = COMPONENT_WARNING.exec(message);
    let problem: Problem;
    if (component) {
      const [, path, text] = component;
      const tagEnd = text!.lastIndexOf('>: ');
      const reason = tagEnd === -1 ? text! : text!.slice(tagEnd + 3);
      // Already reported in the page's file, or in a snippet (which renders inside pages).
      const file = site.pages[path!]?.file;
      if (warnings.some((w) => w.message.endsWith(reason) && (w.file === file || !pageFiles.has(w.file)))) continue;
      problem = componentProblem(site, path!, text!, reason);
    } else {
      problem = problemFromMessage(message, 'warning', site.docsDir);
    }
    const key = `${problem.file}\0${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    warnings.push(problem);
  }
  return sortProblems(warnings);
}
