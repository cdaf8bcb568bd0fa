import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import type { Root, RootContent } from 'mdast';
import type { MdxJsxFlowElement, MdxJsxTextElement } from 'mdast-util-mdx-jsx';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';
import type { VFile } from 'vfile';
import { fail, warn } from '../diagnostics.ts';
import { esmNode } from './esm-node.ts';

export interface RemarkComponentsOptions {
  docsDir: string;
  /** Absolute path of the module exporting every built-in component. */
  componentsModule: string;
  /** Names the module exports (Mintlify's component names). */
  componentNames: readonly string[];
}

type JsxElement = MdxJsxFlowElement | MdxJsxTextElement;
type Parent = { children: RootContent[] };

function isJsx(node: { type: string }): node is JsxElement {
  return node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

/** Names a page defines itself: imports, `export const`, `export function`. */
function collectLocalNames(tree: Root): { names: Set<string>; imports: { source: string; line: number; column: number }[] } {
  const names = new Set<string>();
  const imports: { source: string; line: number; column: number }[] = [];
  for (const node of tree.children) {
    if (node.type !== 'mdxjsEsm') continue;
    const program = (node as MdxjsEsm).data?.estree;
    for (const statement of program?.body ?? []) {
      if (statement.type === 'ImportDeclaration') {
        for (const s of statement.specifiers) names.add(s.local.name);
        // The estree carries each statement's own position; the ESM node spans all of them.
        const loc = (statement as { loc?: { start: { line: number; column: number } } }).loc?.start;
        imports.push({
          source: String(statement.source.value),
          line: loc?.line ?? node.position?.start.line ?? 1,
          column: loc ? loc.column + 1 : (node.position?.start.column ?? 1),
        });
      } else if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
        const decl = statement.declaration;
        if (decl.type === 'VariableDeclaration') {
          for (const d of decl.declarations) if (d.id.type === 'Identifier') names.add(d.id.name);
        } else if ((decl.type === 'FunctionDeclaration' || decl.type === 'ClassDeclaration') && decl.id) {
          names.add(decl.id.name);
        }
      } else if (statement.type === 'VariableDeclaration') {
        for (const d of statement.declarations) if (d.id.type === 'Identifier') names.add(d.id.name);
      } else if (statement.type === 'FunctionDeclaration' && statement.id) {
        names.add(statement.id.name);
      }
    }
  }
  return { names, imports };
}

/**
 * Component names used as JSX inside ESM or expressions (`export const X = () => <Frame/>`),
 * and the names declared in that code (`const Element = 'code-sandbox'; <Element />` uses a
 * local, not a component).
 */
function collectJsxNamesInEstree(node: unknown, names: Set<string>, declared: Set<string>): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) collectJsxNamesInEstree(child, names, declared);
    return;
  }
  const n = node as { type?: string; name?: { type: string; name?: string; object?: unknown }; id?: { type: string; name?: string }; params?: { type: string; name?: string }[] };
  if (n.type === 'JSXOpeningElement' && n.name) {
    let root: { type: string; name?: string; object?: unknown } = n.name;
    while (root.type === 'JSXMemberExpression') root = root.object as typeof root;
    if (root.type === 'JSXIdentifier' && root.name && /^[A-Z]/.test(root.name)) names.add(root.name);
  }
  if ((n.type === 'VariableDeclarator' || n.type === 'FunctionDeclaration') && n.id?.type === 'Identifier' && n.id.name) declared.add(n.id.name);
  for (const param of n.params ?? []) if (param.type === 'Identifier' && param.name) declared.add(param.name);
  for (const [key, value] of Object.entries(node)) {
    if (key !== 'loc' && key !== 'range' && key !== 'position' && value && typeof value === 'object') collectJsxNamesInEstree(value, names, declared);
  }
}

function resolveImport(source: string, fileDir: string, docsDir: string): string | undefined {
  const base = source.startsWith('/') ? join(docsDir, source) : join(fileDir, source);
  for (const candidate of [base, `${base}.mdx`, `${base}.md`, `${base}.jsx`, `${base}.js`, `${base}.tsx`, `${base}.ts`]) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

function legacySnippetPath(file: string, docsDir: string): string | undefined {
  for (const folder of ['_snippets', 'snippets']) {
    const candidate = join(docsDir, folder, file);
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/**
 * Makes Mintlify's components usable without imports (pages and snippets alike), expands the
 * legacy `<Snippet file>`, and replaces unknown components by their children with a warning,
 * as Mintlify does instead of failing the build.
 */
export function remarkComponents(options: RemarkComponentsOptions) {
  const known = new Set(options.componentNames);
  return (tree: Root, file: VFile) => {
    const filePath = file.path ?? '';
    if (!filePath.endsWith('.mdx')) return;
    const where = relative(options.docsDir, filePath) || filePath;
    const { names: locals, imports } = collectLocalNames(tree);
    for (const imp of imports) {
      if (!imp.source.startsWith('/') && !imp.source.startsWith('.')) continue;
      if (!resolveImport(imp.source, dirname(filePath), options.docsDir)) {
        fail(`${where}:${imp.line}:${imp.column}: cannot find the imported file "${imp.source}" (looked in ${imp.source.startsWith('/') ? 'the docs folder' : 'the page\'s folder'})`);
      }
    }
    const used = new Set<string>();
    const snippetImports: string[] = [];

    const visit = (parent: Parent) => {
      for (let i = 0; i < parent.children.length; i++) {
        const node = parent.children[i]!;
        if (isJsx(node) && node.name) {
          const root = node.name.split('.')[0]!;
          if (node.name === 'Snippet' && !locals.has('Snippet')) {
            const attr = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === 'file');
            const target = attr && typeof attr.value === 'string' ? legacySnippetPath(attr.value, options.docsDir) : undefined;
            if (!target) {
              const pos = node.position?.start;
              fail(`${where}:${pos?.line ?? 1}:${pos?.column ?? 1}: <Snippet file="${attr?.value ?? ''}"> names a snippet that does not exist (looked in snippets/ and _snippets/)`);
              parent.children.splice(i, 1);
              i--;
              continue;
            }
            const local = `MintakaSnippet${snippetImports.length}`;
            snippetImports.push(`import ${local} from ${JSON.stringify(target)};`);
            node.name = local;
            node.attributes = node.attributes.filter((a) => a !== attr);
          } else if (/^[A-Z]/.test(root) && !locals.has(root)) {
            if (known.has(node.name) || known.has(root)) {
              used.add(root);
            } else {
              const pos = node.position?.start;
              warn(`${where}:${pos?.line ?? 1}:${pos?.column ?? 1}: unknown component <${node.name}>; its content is shown without it`);
              parent.children.splice(i, 1, ...(node.children as RootContent[]));
              i--;
              continue;
            }
          }
        }
        if ('children' in node && Array.isArray(node.children)) visit(node as Parent);
      }
    };
    visit(tree as Parent);
    // JSX inside exports and expressions cannot be rewritten, but it can be given its imports.
    const inCode = new Set<string>();
    const declaredInCode = new Set<string>();
    type Scanned = { type: string; data?: { estree?: unknown }; children?: unknown[]; attributes?: { type: string; value?: unknown; data?: { estree?: unknown } }[] };
    const scan = (node: Scanned) => {
      if ((node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression') && node.data?.estree) {
        collectJsxNamesInEstree(node.data.estree, inCode, declaredInCode);
      }
      // Attribute values are code too: `label={<><Icon icon="rocket" /> Quickstart</>}`.
      for (const attribute of node.attributes ?? []) {
        const value = attribute.value as { type?: string; data?: { estree?: unknown } } | undefined;
        const estree = attribute.type === 'mdxJsxExpressionAttribute' ? attribute.data?.estree : value && typeof value === 'object' ? value.data?.estree : undefined;
        if (estree) collectJsxNamesInEstree(estree, inCode, declaredInCode);
      }
      for (const child of (node.children ?? []) as Scanned[]) scan(child);
    };
    scan(tree as never);
    const standIns: string[] = [];
    for (const name of inCode) {
      if (locals.has(name) || used.has(name) || declaredInCode.has(name)) continue;
      if (known.has(name)) used.add(name);
      else {
        warn(`${where}: unknown component <${name}> used in code; its content is shown without it`);
        standIns.push(name);
      }
    }

    const statements = [...snippetImports];
    const specifiers = [...[...used].sort(), ...standIns.map((name) => `Passthrough as ${name}`)];
    if (specifiers.length) statements.push(`import { ${specifiers.join(', ')} } from ${JSON.stringify(options.componentsModule)};`);
    if (statements.length) tree.children.unshift(esmNode(statements.join('\n')));
  };
}
