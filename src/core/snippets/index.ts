// Code samples for API pages: generated from a HAR request per target, with the author's
// `x-codeSamples` preferred, in the order of `api.request.example.languages`.
import type { HarRequest } from '../openapi/har-types.ts';
import type { CodeSampleView } from '../openapi/view-types.ts';
import { generateCurl } from './curl.ts';
import { generateGo } from './go.ts';
import { generateJava } from './java.ts';
import { generateJavaScript } from './javascript.ts';
import { generatePhp } from './php.ts';
import { generatePython } from './python.ts';
import { readHarRequest, type RequestParts } from './request-parts.ts';
import { generateRuby } from './ruby.ts';
import { DEFAULT_SNIPPET_LANGUAGES, resolveSnippetTarget, SNIPPET_TARGET_INFO, type SnippetTarget } from './targets.ts';

export { DEFAULT_SNIPPET_LANGUAGES, resolveSnippetTarget, SNIPPET_TARGET_INFO, SNIPPET_TARGETS, type SnippetTarget } from './targets.ts';
export { quoteShell } from './shell-quote.ts';

const GENERATORS: Record<SnippetTarget, (parts: RequestParts) => string> = {
  bash: generateCurl,
  python: generatePython,
  javascript: (parts) => generateJavaScript(parts, 'browser'),
  node: (parts) => generateJavaScript(parts, 'node'),
  php: generatePhp,
  go: generateGo,
  java: generateJava,
  ruby: generateRuby,
};

export function generateSnippet(har: HarRequest, target: SnippetTarget): string {
  return GENERATORS[target](readHarRequest(har));
}

export interface RequestExample {
  /** The target id, or for an author sample in another language its lower-cased `lang`. */
  language: string;
  /** Tab label: the sample's `label`, else the language's name (`cURL`, `Python`…). */
  label: string;
  /** Language for syntax highlighting. */
  highlight: string;
  source: string;
  origin: 'author' | 'generated';
}

/**
 * The request samples of one operation: for each configured language the author's sample
 * in that language if there is one, else a generated one; then author samples in other
 * languages. Unknown names in `languages` are skipped (config validation reports them).
 */
export function buildRequestExamples(har: HarRequest, codeSamples: readonly CodeSampleView[], languages: readonly string[] = DEFAULT_SNIPPET_LANGUAGES): RequestExample[] {
  const parts = readHarRequest(har);
  const targets = [...new Set(languages.map(resolveSnippetTarget).filter((t): t is SnippetTarget => t !== undefined))];
  const used = new Set<CodeSampleView>();
  const examples: RequestExample[] = [];
  for (const target of targets) {
    const authored = codeSamples.filter((sample) => resolveSnippetTarget(sample.lang) === target);
    if (authored.length === 0) {
      const info = SNIPPET_TARGET_INFO[target];
      examples.push({ language: target, label: info.label, highlight: info.highlight, source: GENERATORS[target](parts), origin: 'generated' });
    }
    for (const sample of authored) {
      used.add(sample);
      examples.push(fromAuthor(sample, target));
    }
  }
  for (const sample of codeSamples) if (!used.has(sample)) examples.push(fromAuthor(sample, resolveSnippetTarget(sample.lang)));
  return examples;
}

function fromAuthor(sample: CodeSampleView, target: SnippetTarget | undefined): RequestExample {
  const info = target ? SNIPPET_TARGET_INFO[target] : undefined;
  return {
    language: target ?? sample.lang.toLowerCase(),
    label: sample.label ?? info?.label ?? sample.lang,
    highlight: info?.highlight ?? sample.lang.toLowerCase(),
    source: sample.source,
    origin: 'author',
  };
}
