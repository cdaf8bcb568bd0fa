// In `mintaka dev`, an edit can break an OpenAPI document after its pages were built: those
// pages then show the document's errors in Astro's error overlay (file, position, reason and
// what to do), as a page with invalid MDX does, while the other pages keep working.
import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { OpenApiIssue } from '../core/openapi/index.ts';
import { locatePointer } from '../core/openapi/locate-pointer.ts';
import { getOpenApiFailure } from '../site/load-openapi.ts';

interface OverlayError extends Error {
  hint?: string;
  loc?: { file: string; line: number; column: number };
  id?: string;
}

/** Throws the load errors of `file` (as pages name it) if it failed to load; else returns. */
export function throwIfDocumentFailed(docsDir: string, file: string): void {
  const issues = getOpenApiFailure(docsDir, file);
  if (issues) throw documentError(docsDir, file, issues);
}

function documentError(docsDir: string, file: string, issues: OpenApiIssue[]): OverlayError {
  const errors = issues.filter((issue) => issue.severity === 'error');
  const shown = errors.length > 0 ? errors : issues;
  const more = shown.length > 5 ? `\n(and ${shown.length - 5} more)` : '';
  const error: OverlayError = new Error(shown.slice(0, 5).map((issue) => issue.message).join('\n') + more);
  error.name = 'InvalidOpenAPI';
  error.hint = `${file} could not be loaded, so its pages cannot be built. Fix the document and save it: this page reloads by itself.`;
  const first = shown[0];
  const loc = first ? locate(docsDir, first) : undefined;
  if (loc) {
    error.loc = loc;
    error.id = loc.file;
  }
  // The document's file and position are the whole story; a stack through Vite is noise.
  error.stack = `${error.name}: ${error.message}`;
  return error;
}

function locate(docsDir: string, issue: OpenApiIssue): OverlayError['loc'] {
  if (/^https?:\/\//i.test(issue.file)) return undefined;
  const path = isAbsolute(issue.file) ? issue.file : join(docsDir, issue.file);
  if (issue.line !== undefined) return { file: path, line: issue.line, column: issue.column ?? 1 };
  if (!issue.pointer) return undefined;
  try {
    const position = locatePointer(readFileSync(path, 'utf8'), issue.pointer);
    return position ? { file: path, ...position } : undefined;
  } catch {
    return undefined;
  }
}
