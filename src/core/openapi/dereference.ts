// Replaces every `$ref` with its target, once, before rendering. Circular schemas stay
// circular object references (renderers detect cycles by identity). All files were already
// read and checked by ref-crawl.ts, so the parser reads only from that in-memory map.
import { $RefParser } from '@apidevtools/json-schema-ref-parser';
import { pathToFileURL } from 'node:url';
import type { ParsedSource } from './ref-crawl.ts';
import { nameFromRef } from './ref-name.ts';

export interface DereferenceResult {
  value: Record<string, unknown>;
  /** The name of the `$ref` each replaced object came from (`Pet` for `#/components/schemas/Pet`). */
  refNames: WeakMap<object, string>;
}

export async function dereferenceSources(root: ParsedSource, sources: Map<string, ParsedSource>): Promise<DereferenceResult> {
  const refNames = new WeakMap<object, string>();
  const readFromMemory = (file: { url: string }) => {
    const source = sources.get(toKey(file.url));
    if (!source) throw new Error(`not loaded: ${file.url}`);
    return source.value as object;
  };
  const parser = new $RefParser();
  const value = await parser.dereference(root.location.key, root.value as object, {
    resolve: {
      file: false,
      http: false,
      external: true,
      memory: { order: 1, canRead: true, read: readFromMemory },
    },
    parse: {
      json: false,
      yaml: false,
      text: false,
      binary: false,
      memory: { order: 1, canParse: true, parse: (file: { data: unknown }) => file.data },
    },
    dereference: {
      circular: true,
      onDereference(ref: string, target: unknown) {
        if (typeof target === 'object' && target !== null && !refNames.has(target)) {
          const name = nameFromRef(ref);
          if (name) refNames.set(target, name);
        }
      },
    },
  } as never);
  return { value: value as Record<string, unknown>, refNames };
}

function toKey(url: string): string {
  const withoutHash = url.split('#')[0];
  if (/^[a-z][a-z0-9+.-]*:/i.test(withoutHash) && !/^[a-z]:[\\/]/i.test(withoutHash)) return withoutHash;
  return pathToFileURL(withoutHash).href;
}
