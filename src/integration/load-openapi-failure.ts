// In `mintaka dev`, an edit can break an OpenAPI document after its pages were built: those
// pages then show the document's errors in Astro's error overlay (file, position, reason and
// what to do), as a page with invalid MDX does, while the other pages keep working.
import { readFileSync } from 'node:fs';
import { isAbsolute, join } from 'node:path';
import type { OpenApiIssue } from '../core/openapi/index.ts';
import { locatePointer } from '../core/openapi/locate-pointer.ts';
import { getOpenApiFailure } from '../site/load-openapi.ts';
import { overlayError, type OverlayError } from './overlay-error.ts';

/** Throws the load errors of `file` (as pages name it) if it failed to load; else returns. */
export function throwIfDocumentFailed(docsDir: string, file: string): void {
  const issues = getOpenApiFailure(docsDir, file);
  if (issues) throw documentError(docsDir, file, issues);
}

function documentError(docsDir: string, file: string, issues: OpenApiIssue[]): OverlayError {
  const errors = issues.filter((issue) => issue.severity === 'error');
  const shown = errors.length > 0 ? errors : issues;
  const more = shown.length > 5 ? `\n(and ${shown.length - 5} more)` : '';
  const hint = `${file} could not be loaded, so its pages cannot be built. Fix the document and save it: this page reloads by itself.`;
  const first = shown[0];
  return overlayError('InvalidOpenAPI', shown.slice(0, 5).map((issue) => issue.message).join('\n') + more, hint, first ? locate(docsDir, first) : undefined);
}

function locate(docsDir: string, issue: OpenApiIssue): { file: string; line: number; column: number } | undefined {
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
