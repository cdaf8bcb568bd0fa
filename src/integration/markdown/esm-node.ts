import { Parser } from 'acorn';
import type { MdxjsEsm } from 'mdast-util-mdxjs-esm';

/** An ESM block (imports a plugin adds to a page), parsed as MDX would parse it. */
export function esmNode(code: string): MdxjsEsm {
  const estree = Parser.parse(code, { ecmaVersion: 'latest', sourceType: 'module' });
  return { type: 'mdxjsEsm', value: code, data: { estree: estree as never } };
}
