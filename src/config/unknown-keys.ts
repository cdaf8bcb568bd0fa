import type { z } from 'zod';
import { formatPath } from './describe-value.ts';
import { findNearest } from './nearest.ts';

// Keys a config object has but its schema does not know, at any depth: the schema's objects
// are not strict (an unknown key is dropped, not an error), and this walk finds what was
// dropped so that a warning can name it with the nearest known key.

export interface UnknownKey {
  /** Where the object is. */
  path: PropertyKey[];
  key: string;
  /** The known key it most resembles. */
  near?: string | undefined;
}

type Def = { type: string; [key: string]: unknown };

function defOf(schema: z.core.$ZodType): Def {
  return schema._zod.def as unknown as Def;
}

/** The schema that describes the value: wrappers unwrapped, the union branch that accepts it. */
function unwrap(schema: z.core.$ZodType, value: unknown): z.core.$ZodType | undefined {
  let current: z.core.$ZodType | undefined = schema;
  for (let depth = 0; current && depth < 20; depth++) {
    const def = defOf(current);
    if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(def.type)) current = def.innerType as z.core.$ZodType;
    else if (def.type === 'pipe') current = def.in as z.core.$ZodType;
    else if (def.type === 'lazy') current = (def.getter as () => z.core.$ZodType)();
    else if (def.type === 'union') {
      const options = def.options as z.core.$ZodType[];
      // The branch that accepts the value; else, for an object, the one that knows most of its keys.
      const accepting = options.find((option) => (option as unknown as z.ZodType).safeParse(value).success);
      if (accepting) current = accepting;
      else return undefined;
    } else return current;
  }
  return current;
}

/** Every unknown key in `value` (JSON), compared with `schema`. */
export function findUnknownKeys(schema: z.core.$ZodType, value: unknown, path: PropertyKey[] = []): UnknownKey[] {
  const found: UnknownKey[] = [];
  const walk = (node: z.core.$ZodType, input: unknown, at: PropertyKey[]) => {
    const inner = unwrap(node, input);
    if (!inner) return;
    const def = defOf(inner);
    if (def.type === 'object' && typeof input === 'object' && input !== null && !Array.isArray(input)) {
      const shape = def.shape as Record<string, z.core.$ZodType>;
      const known = Object.keys(shape);
      for (const [key, item] of Object.entries(input)) {
        if (key in shape) walk(shape[key]!, item, [...at, key]);
        else found.push({ path: at, key, near: findNearest(key, known) });
      }
    } else if (def.type === 'array' && Array.isArray(input)) {
      input.forEach((item, index) => walk(def.element as z.core.$ZodType, item, [...at, index]));
    } else if (def.type === 'record' && typeof input === 'object' && input !== null) {
      for (const [key, item] of Object.entries(input)) walk(def.valueType as z.core.$ZodType, item, [...at, key]);
    }
  };
  walk(schema, value, path);
  return found;
}

/** `docs.json: navigation.tabs[0]: unknown key "grups" — did you mean "groups"? It is ignored.` */
export function describeUnknownKey(unknown: UnknownKey, file: string): string {
  const where = unknown.path.length > 0 ? `${formatPath(unknown.path)}: ` : '';
  return `${file}: ${where}unknown key "${unknown.key}"${unknown.near ? ` — did you mean "${unknown.near}"? It is ignored.` : ' — it is ignored.'}`;
}
