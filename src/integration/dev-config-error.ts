// In `mintaka dev`, a save can break the config (docs.json, a file its $refs bring in, or
// mint.json) while the server runs. Astro then reloaded its configuration, our hook threw, and
// the reader got Astro's overlay with a stack trace into this integration and "Open in editor"
// on our file. Instead: the terminal shows the build's
// one-line messages (file:line:column, JSON path, fix), every page shows the same in the error
// overlay pointing at that file, and the next save that fixes it brings the pages back.
import { join } from 'node:path';
import { printErrors, printWarnings } from '../cli/report.ts';
import type { SiteData } from '../site/load-site.ts';
import { overlayError } from './overlay-error.ts';
import { formatProblem, problemFromMessage, type Problem } from './validate/problems.ts';

interface DevConfigState {
  /** The site as last loaded without errors: what the server keeps while the config is broken. */
  lastSite?: SiteData;
  /** The config's problems while it is broken. */
  problems?: Problem[];
  /** Warnings printed by this process, printed once (a reload does not repeat them). */
  printed: Set<string>;
}

const KEY = Symbol.for('mintaka.dev-config');

/** One state per process: Astro loads the integration anew with each configuration reload. */
function state(): DevConfigState {
  const store = globalThis as unknown as Record<symbol, DevConfigState | undefined>;
  return (store[KEY] ??= { printed: new Set() });
}

/** Remembers a site that loaded, and that the configuration is fine again. */
export function keepDevSite(site: SiteData, warnings: readonly string[], report: boolean): void {
  const current = state();
  current.lastSite = site;
  current.problems = undefined;
  printNewWarnings(site.docsDir, warnings, report);
}

function printNewWarnings(docsDir: string, warnings: readonly string[], report: boolean): void {
  const current = state();
  const fresh = warnings.map((message) => problemFromMessage(message, 'warning', docsDir)).filter((problem) => !current.printed.has(formatProblem(problem)));
  for (const problem of fresh) current.printed.add(formatProblem(problem));
  // The CLI printed the first load's warnings itself.
  if (report) printWarnings(fresh);
}

/**
 * After a configuration reload that failed: prints the problems and returns the site to keep
 * serving (its pages show the problems), or undefined when there is none (the first load).
 */
export function keepLastDevSite(docsDir: string, errors: readonly string[], warnings: readonly string[]): SiteData | undefined {
  const current = state();
  if (!current.lastSite) return undefined;
  current.problems = errors.map((message) => problemFromMessage(message, 'error', docsDir));
  printNewWarnings(docsDir, warnings, true);
  printErrors(`${current.problems.length === 1 ? 'A problem' : `${current.problems.length} problems`} in ${docsDir}: pages show ${current.problems.length === 1 ? 'it' : 'them'} until the file is fixed and saved`, current.problems);
  return current.lastSite;
}

/** Ends the overlay's hint; Astro's log of each page that shows the error is left out by it (astro-log.ts). */
export const CONFIG_ERROR_HINT = 'so no page can be built with it. Fix it and save: this page reloads by itself.';

/** Throws the config's problems, for the error overlay, while it is broken; else returns. */
export function throwIfConfigBroken(docsDir: string): void {
  const problems = state().problems;
  if (!problems?.length) return;
  const [first] = problems;
  const hint = `${first!.file} could not be loaded, ${CONFIG_ERROR_HINT}`;
  throw overlayError('InvalidConfig', problems.map(formatProblem).join('\n'), hint, { file: join(docsDir, first!.file), line: first!.line, column: first!.column });
}
