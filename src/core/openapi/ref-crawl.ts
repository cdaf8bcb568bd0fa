// Loads every document that `$ref`s reach (relative files, URLs) and checks that each
// reference points at something, before anything is dereferenced. Doing it ourselves lets
// messages name the reference and the place it is used, which the dereferencer cannot.
import { isPlainObject, type OpenApiIssue } from './issues.ts';
import { appendPointer, lookupPointer, parsePointer } from './json-pointer.ts';
import { locateKey, parseSourceText, readSourceText, type ReadOptions, type SourceLocation } from './source.ts';

export interface ParsedSource {
  location: SourceLocation;
  value: unknown;
}

interface RefUse {
  from: SourceLocation;
  /** Where the `{ $ref }` object sits in `from`. */
  pointer: string;
  ref: string;
  targetKey: string;
  hash: string;
}

export type CrawlResult =
  | { ok: true; sources: Map<string, ParsedSource> }
  | { ok: false; issues: OpenApiIssue[] };

export async function crawlReferencedSources(root: ParsedSource, options: ReadOptions): Promise<CrawlResult> {
  const sources = new Map<string, ParsedSource>([[root.location.key, root]]);
  const uses: RefUse[] = [];
  const issues: OpenApiIssue[] = [];
  let level: ParsedSource[] = [root];
  while (level.length > 0) {
    const firstUseOfNewKey = new Map<string, RefUse>();
    for (const source of level) {
      for (const use of collectRefUses(source, issues)) {
        uses.push(use);
        if (!sources.has(use.targetKey) && !firstUseOfNewKey.has(use.targetKey)) firstUseOfNewKey.set(use.targetKey, use);
      }
    }
    const loaded = await Promise.all(
      [...firstUseOfNewKey.values()].map((use) => loadReferenced(use, options, issues)),
    );
    level = loaded.filter((source): source is ParsedSource => source !== undefined);
    for (const source of level) sources.set(source.location.key, source);
  }
  for (const use of uses) {
    const target = sources.get(use.targetKey);
    if (target) checkRefTarget(use, target, issues);
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, sources };
}

function collectRefUses(source: ParsedSource, issues: OpenApiIssue[]): RefUse[] {
  const uses: RefUse[] = [];
  const visit = (node: unknown, pointer: string): void => {
    if (Array.isArray(node)) {
      node.forEach((item, index) => visit(item, appendPointer(pointer, index)));
      return;
    }
    if (!isPlainObject(node)) return;
    if (typeof node.$ref === 'string') {
      const use = describeRefUse(node.$ref, source.location, pointer);
      if (use) uses.push(use);
      else issues.push(refIssue(source.location, pointer, node.$ref, 'not a valid URL or path'));
    }
    for (const [key, value] of Object.entries(node)) {
      if (key !== '$ref' && typeof value === 'object' && value !== null) visit(value, appendPointer(pointer, key));
    }
  };
  visit(source.value, '#');
  return uses;
}

function describeRefUse(ref: string, from: SourceLocation, pointer: string): RefUse | undefined {
  try {
    const target = new URL(ref, from.key);
    const hash = decodeHash(target.hash);
    target.hash = '';
    return { from, pointer, ref, targetKey: target.href, hash };
  } catch {
    return undefined;
  }
}

function decodeHash(hash: string): string {
  return hash === '' ? '#' : hash;
}

async function loadReferenced(use: RefUse, options: ReadOptions, issues: OpenApiIssue[]): Promise<ParsedSource | undefined> {
  const location = locateKey(use.targetKey, options.baseDir);
  const text = await readSourceText(location, options);
  if (!text.ok) {
    const where = `${use.from.display}: ${use.pointer}`;
    if (text.issue.code === 'fetch-failed') {
      issues.push({ ...text.issue, message: `${text.issue.message} (referenced by $ref "${use.ref}" at ${where})` });
    } else {
      issues.push(refIssue(use.from, use.pointer, use.ref, `${location.display}: file not found`));
    }
    return undefined;
  }
  const parsed = parseSourceText(text.value, location.display);
  if (!parsed.ok) {
    issues.push(parsed.issue);
    return undefined;
  }
  return { location, value: parsed.value };
}

function checkRefTarget(use: RefUse, target: ParsedSource, issues: OpenApiIssue[]): void {
  const tokens = parsePointer(use.hash);
  // `#name` anchors (JSON Schema `$anchor`) are left to the dereferencer.
  if (tokens === undefined) return;
  const lookup = lookupPointer(target.value, tokens);
  if (lookup.found !== false) return;
  const inFile = target.location.key === use.from.key ? '' : `${target.location.display}`;
  issues.push(refIssue(use.from, use.pointer, use.ref, `"${lookup.missing}" does not exist in ${inFile}${lookup.parent}`));
}

function refIssue(from: SourceLocation, pointer: string, ref: string, reason: string): OpenApiIssue {
  return {
    severity: 'error',
    code: 'broken-ref',
    file: from.display,
    pointer,
    message: `${from.display}: ${pointer}: $ref "${ref}" cannot be resolved: ${reason}`,
  };
}
