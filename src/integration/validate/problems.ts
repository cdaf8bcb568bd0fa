import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseDocument } from 'yaml';
import { locateOffset } from '../../config/json-syntax.ts';
import { findConfigFile } from '../../config/load-site-config.ts';
import { locatePointer } from '../../core/openapi/locate-pointer.ts';

/** One problem of a docs folder, where the writer can open it. */
export interface Problem {
  /** Relative to the docs folder. */
  file: string;
  line: number;
  column: number;
  severity: 'error' | 'warning';
  message: string;
  /**
   * The build stops on it (config, frontmatter, MDX syntax, imports, OpenAPI). A broken link is
   * an error to `mintaka check` but not fatal: the build publishes and warns.
   */
  fatal?: boolean;
}

export function readText(file: string): string {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
}

/** The config files a docs folder may have; messages about them start with their name. */
const CONFIG_FILE = /^(mint\.json|docs\.json)(?=:)/;

/** A JSON path at the start of a message: `navigation.tabs[2].pages[0]: ...`. */
const JSON_PATH = /^([A-Za-z_$][\w$]*(?:\[\d+\]|\.[A-Za-z_$][\w$]*)*)[:\s]/;

/**
 * `docs.json: navigation.tabs[2].pages[0]: ...` → the position of that value in the config file's
 * `text`. Messages about a docs.json `$ref` file name the path from docs.json's root: its
 * leading keys, which the file does not hold, are dropped until the rest is found there.
 */
export function locateInConfig(text: string, message: string): { line: number; column: number } {
  const rest = message.replace(/^[^\s:]+\.json:\s*/, '');
  const path = JSON_PATH.exec(rest)?.[1];
  let offset: number | undefined;
  if (path) {
    const keys = path.split(/\.|\[(\d+)\]/).filter((k) => k !== undefined && k !== '').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
    const document = parseDocument(text);
    for (let start = 0; start < keys.length && offset === undefined; start++) {
      // A missing key is reported where it belongs: at the object that lacks it.
      for (let depth = keys.length; depth > start && offset === undefined; depth--) {
        const node = document.getIn(keys.slice(start, depth), true) as { range?: [number, number, number] } | undefined;
        offset = node?.range?.[0];
      }
    }
  }
  if (offset === undefined) {
    const quoted = /"([^"]+)"/.exec(rest)?.[1];
    const found = quoted ? text.indexOf(JSON.stringify(quoted)) : -1;
    if (found !== -1) offset = found;
  }
  return offset === undefined ? { line: 1, column: 1 } : locateOffset(text, offset);
}

/**
 * Turns a message of the loader (`file:line:col: text`, `docs.json: path: text`, `api.yaml:
 * #/pointer: text`, `navigation.json: path: text` for a docs.json `$ref` file) into a problem
 * with the position of what it names.
 */
export function problemFromMessage(message: string, severity: Problem['severity'], docsDir: string, fatal = severity === 'error'): Problem {
  const at = (file: string, position: { line: number; column: number }, text: string): Problem => ({ file, ...position, severity, message: text, ...(fatal ? { fatal } : {}) });
  const positioned = /^(.+?):(\d+)(?::(\d+))?:?\s+(.*)$/s.exec(message);
  if (positioned && !/\s/.test(positioned[1]!)) return at(positioned[1]!, { line: Number(positioned[2]), column: Number(positioned[3] ?? 1) }, positioned[4]!);
  const config = CONFIG_FILE.exec(message)?.[1];
  if (config) return at(config, locateInConfig(readText(join(docsDir, config)), message), message.slice(config.length).replace(/^:?\s*/, ''));
  const named = /^([^\s:]+\.(?:mdx?|json|ya?ml)):\s+(.*)$/s.exec(message);
  if (named) {
    const [, file, text] = named as unknown as [string, string, string];
    const pointer = /^(#\/\S*?):\s/.exec(text)?.[1];
    const source = /\.(json|ya?ml)$/.test(file) ? readText(join(docsDir, file)) : '';
    const position = pointer ? locatePointer(source, pointer) : file.endsWith('.json') && JSON_PATH.test(text) ? locateInConfig(source, text) : undefined;
    return at(file, position ?? { line: 1, column: 1 }, text);
  }
  // Site-wide messages (an unreachable document, an anchor's icon) point at what they quote, in
  // the folder's config file.
  const file = findConfigFile(docsDir) ?? 'mint.json';
  return at(file, locateInConfig(readText(join(docsDir, file)), message), message);
}

/** `file:line:column: message`, the form editors and terminals open at the position. */
export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column}: ${problem.message}`;
}

export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
