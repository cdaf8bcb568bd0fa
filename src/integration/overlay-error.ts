import { relative } from 'node:path';

/** An error for Astro's dev overlay: the writer's file and position, the reason, what to do. */
export interface OverlayError extends Error {
  hint?: string;
  loc?: { file: string; line: number; column: number };
  id?: string;
}

/**
 * Where an error is, for Astro, when the file is outside Astro's root (the docs folder always
 * is: the root is the build's cache folder). Astro prefixes its root to a location that does not
 * start with it (core/errors/dev/utils.js), once for the terminal and again on the same object
 * for the overlay, which named a file that does not exist (`<root>/tmp/docs/mint.json`). The
 * location is given relative to the root, which the first pass turns into the file itself, and
 * keeps the first place it is given: the second pass cannot move it again.
 */
function locationOutsideRoot(at: { file: string; line: number; column: number }, root: string): NonNullable<OverlayError['loc']> {
  let fixed: string | undefined;
  const loc = { line: at.line, column: at.column } as NonNullable<OverlayError['loc']>;
  Object.defineProperty(loc, 'file', {
    enumerable: true,
    get: () => fixed ?? relative(root, at.file),
    set: (value: string) => {
      fixed ??= value;
    },
  });
  return loc;
}

/**
 * An error that Astro's dev overlay shows at a file of the docs folder, with the reason and what
 * to do, and no stack trace (the file and position are the whole story; a stack through Vite
 * is noise). "Open in editor" and the code frame show the writer's file.
 */
export function overlayError(name: string, message: string, hint: string, at?: { file: string; line: number; column: number }): OverlayError {
  const error: OverlayError = new Error(message);
  error.name = name;
  error.hint = hint;
  if (at) {
    const root = process.env.MINTAKA_CACHE_DIR;
    error.loc = root ? locationOutsideRoot(at, root) : at;
    error.id = at.file;
  }
  error.stack = `${error.name}: ${error.message}`;
  return error;
}
