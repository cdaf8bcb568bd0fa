// docs.json `variables`: `{{name}}` in pages and snippets becomes its value (docs-json.md).
// In MDX, `{{name}}` parses as an expression (`{ {name} }`), elsewhere it is text: both are
// replaced here, first, so that no later step sees an undefined `name`. Code, link targets
// and component attributes get the value too, as on Mintlify, which substitutes the text.
import { createRequire } from 'node:module';
import type { Root } from 'mdast';
import type * as ConfigLoader from '../../config/load-site-config.ts';
import { currentSiteConfig, hasCurrentSiteConfig } from '../site-config.ts';

const TEXT_VARIABLE = /\{\{\s*([\w.-]+)\s*\}\}/g;
const EXPRESSION_VARIABLE = /^\{\s*([\w.-]+)\s*\}$/;

const variablesByFolder = new Map<string, Record<string, string>>();

const require = createRequire(import.meta.url);

/**
 * A docs folder's config, for a thread that was not given it. The config's readers (both
 * formats' schemas and zod, some 150 modules) are loaded only then: a build's render workers are
 * told the config (render-worker.ts) and never load them.
 */
function readSiteConfig(docsDir: string): ReturnType<typeof ConfigLoader.loadSiteConfig> {
  return (require('../../config/load-site-config.ts') as typeof ConfigLoader).loadSiteConfig(docsDir);
}

/**
 * The site's variables: those of the config being rendered (site-config.ts: set again after each
 * config edit in `mintaka dev`), else read once per docs folder.
 */
function variablesOf(docsDir: string): Record<string, string> {
  if (hasCurrentSiteConfig(docsDir)) return currentSiteConfig()?.variables ?? {};
  let variables = variablesByFolder.get(docsDir);
  if (!variables) {
    const loaded = readSiteConfig(docsDir);
    variables = loaded.ok ? loaded.config.variables : {};
    variablesByFolder.set(docsDir, variables);
  }
  return variables;
}

/** Text with every defined `{{name}}` replaced; undefined names stay as written. */
export function substituteVariables(text: string, variables: Readonly<Record<string, string>>): string {
  return text.replace(TEXT_VARIABLE, (match, name: string) => variables[name] ?? match);
}

type AnyNode = { type: string; value?: unknown; url?: unknown; children?: AnyNode[]; attributes?: { type: string; value?: unknown }[] };

export function remarkVariables(options: { docsDir: string; variables?: Record<string, string> }) {
  return (tree: Root) => {
    const variables = options.variables ?? variablesOf(options.docsDir);
    if (Object.keys(variables).length === 0) return;
    const visit = (node: AnyNode) => {
      if ((node.type === 'mdxTextExpression' || node.type === 'mdxFlowExpression') && typeof node.value === 'string') {
        const name = EXPRESSION_VARIABLE.exec(node.value)?.[1];
        if (name !== undefined && variables[name] !== undefined) {
          const text = { type: 'text', value: variables[name] };
          if (node.type === 'mdxFlowExpression') Object.assign(node, { type: 'paragraph', value: undefined, children: [text] });
          else Object.assign(node, text);
          return;
        }
      }
      if ((node.type === 'text' || node.type === 'inlineCode' || node.type === 'code' || node.type === 'html') && typeof node.value === 'string') node.value = substituteVariables(node.value, variables);
      if (typeof node.url === 'string') node.url = substituteVariables(node.url, variables);
      for (const attribute of node.attributes ?? []) if (attribute.type === 'mdxJsxAttribute' && typeof attribute.value === 'string') attribute.value = substituteVariables(attribute.value, variables);
      node.children?.forEach(visit);
    };
    visit(tree as unknown as AnyNode);
  };
}
