import { DEV_RELOAD_PATH } from './assets.ts';

// The page `mintaka dev` shows where a page cannot be: its problems as the terminal and
// `mintaka check` print them (file:line:column, what was expected, the fix), what to do, and
// the dev script, which reloads the page at the next save, so that it comes back once fixed.

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

export interface DevProblemPage {
  /** What could not be shown, in a few words: "This page cannot be shown". */
  title: string;
  /** One problem a line, `file:line:column: message`. */
  problems: readonly string[];
  /** What to do about them. */
  hint: string;
  /** Where the first one is, `file:line:column`, when the messages do not say. */
  at?: string;
}

export function devErrorPage(page: DevProblemPage): string {
  const problems = page.problems.map((problem) => `<li><code>${escape(problem)}</code></li>`).join('');
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(page.title)} - mintaka dev</title><meta name="robots" content="noindex"><style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif;line-height:1.5;background:#fff;color:#1c1c1e}
@media (prefers-color-scheme:dark){:root{background:#121214;color:#ececee}.mk-dev-problems li{background:#2a1416;border-color:#7a2b33}}
main{max-width:60rem;margin:3rem auto;padding:0 1.25rem}h1{font-size:1.5rem;margin:0 0 1rem}
.mk-dev-problems{list-style:none;padding:0;margin:0 0 1.25rem}.mk-dev-problems li{background:#fdeced;border:1px solid #f1b3b9;border-radius:.5rem;padding:.75rem 1rem;margin-bottom:.5rem;overflow-wrap:anywhere}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.9rem;white-space:pre-wrap}
</style></head><body><main><h1>${escape(page.title)}</h1><ul class="mk-dev-problems" aria-label="Problems">${problems}</ul>${page.at ? `<p class="mk-dev-at">At <code>${escape(page.at)}</code></p>` : ''}<p class="mk-dev-hint">${escape(page.hint)}</p></main><script type="module" src="${DEV_RELOAD_PATH}"></script></body></html>`;
}
