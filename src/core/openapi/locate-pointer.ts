// Where a JSON pointer's value is written in a JSON or YAML text, for messages and editors
// (`mintaka check`, the dev server's error overlay) that show a line and column.
import { locateOffset } from '../../config/json-syntax.ts';
import { parsePointer } from './json-pointer.ts';
import { parsedYamlDocument } from '../yaml-document.ts';

/** `#/paths/~1users/get` → its line and column; the deepest part that exists (a broken `$ref` names a missing key). */
export function locatePointer(text: string, pointer: string): { line: number; column: number } | undefined {
  const keys = parsePointer(pointer);
  if (!keys) return undefined;
  const document = parsedYamlDocument(text);
  for (let depth = keys.length; depth > 0; depth--) {
    const node = document.getIn(keys.slice(0, depth), true) as { range?: [number, number, number] } | undefined;
    if (node?.range) return locateOffset(text, node.range[0]);
  }
  return undefined;
}
