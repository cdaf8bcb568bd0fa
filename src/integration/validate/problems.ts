import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { locateOffset } from '../../config/json-syntax.ts';
import { listRefFiles } from '../../config/docs/refs.ts';
import { findConfigFile } from '../../config/config-file.ts';
import { locatePointer } from '../../core/openapi/locate-pointer.ts';
import { parsedYamlDocument } from '../../core/yaml-document.ts';

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

/** The message without the file name it starts with. */
const withoutFile = (message: string) => message.replace(/^[^\s:]+\.json:\s*/, '');

/**
 * Where the JSON path a message starts with is written in `text`, and how many of its keys were
 * found there. A missing key is reported where it belongs: at the object that lacks it. Messages
 * about a docs.json `$ref` file name the path from docs.json's root: its leading keys, which the
 * file does not hold, are dropped until the rest is found there. A lone word before a space is
 * prose (`navigation page "x" ...`), not a path.
 */
function pathOffset(text: string, rest: string): { offset: number; matched: number } | undefined {
  const path = JSON_PATH.exec(rest)?.[1];
  if (!path || (!/[.[]/.test(path) && !rest.startsWith(`${path}:`))) return undefined;
  const keys = path.split(/\.|\[(\d+)\]/).filter((k) => k !== undefined && k !== '').map((k) => (/^\d+$/.test(k) ? Number(k) : k));
  const document = parsedYamlDocument(text);
  for (let start = 0; start < keys.length; start++) {
    for (let depth = keys.length; depth > start; depth--) {
      const node = document.getIn(keys.slice(start, depth), true) as { range?: [number, number, number] } | undefined;
      if (node?.range) return { offset: node.range[0], matched: depth - start };
    }
  }
  return undefined;
}

/** Where the first quoted value of a message is written in `text`. */
function quotedOffset(text: string, rest: string): number | undefined {
  const quoted = /"([^"]+)"/.exec(rest)?.[1];
  const found = quoted ? text.indexOf(JSON.stringify(quoted)) : -1;
  return found === -1 ? undefined : found;
}

/** `docs.json: navigation.tabs[2].pages[0]: ...` → the position of that value in the config file's `text`. */
export function locateInConfig(text: string, message: string): { line: number; column: number } {
  const rest = withoutFile(message);
  const offset = pathOffset(text, rest)?.offset ?? quotedOffset(text, rest);
  return offset === undefined ? { line: 1, column: 1 } : locateOffset(text, offset);
}

/**
 * A message about the config file at the value it names, in the config file or in a file its
 * `$ref`s bring in (a page missing from docs.json's navigation written in navigation.json).
 */
function locateInConfigFiles(docsDir: string, configFile: string, message: string): { file: string; line: number; column: number } {
  const rest = withoutFile(message);
  const files = listRefFiles(docsDir, configFile).map((file) => ({ file, text: readText(join(docsDir, file)) }));
  let best: { file: string; text: string; offset: number; matched: number } | undefined;
  for (const { file, text } of files) {
    const found = pathOffset(text, rest);
    if (found && (!best || found.matched > best.matched)) best = { file, text, ...found };
  }
  if (best) return { file: best.file, ...locateOffset(best.text, best.offset) };
  for (const { file, text } of files) {
    const offset = quotedOffset(text, rest);
    if (offset !== undefined) return { file, ...locateOffset(text, offset) };
  }
  return { file: configFile, line: 1, column: 1 };
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
  if (config) {
    const { file, ...position } = locateInConfigFiles(docsDir, config, message);
    return at(file, position, message.slice(config.length).replace(/^:?\s*/, ''));
  }
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
  const { file, ...position } = locateInConfigFiles(docsDir, findConfigFile(docsDir) ?? 'mint.json', message);
  return at(file, position, message);
}

/** `file:line:column: message`, the form editors and terminals open at the position. */
export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}:${problem.column}: ${problem.message}`;
}

export function sortProblems(problems: readonly Problem[]): Problem[] {
  return [...problems].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}
