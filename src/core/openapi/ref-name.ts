import { parsePointer } from './json-pointer.ts';

/** `#/components/schemas/Pet` → `Pet`; `./schemas/user.yaml` → `user`. */
export function nameFromRef(ref: string): string | undefined {
  const [file, hash = ''] = ref.split('#');
  const tokens = parsePointer(`#${hash}`);
  if (tokens && tokens.length > 0) return tokens[tokens.length - 1];
  const base = file.split('/').pop() ?? '';
  return base.replace(/\.(ya?ml|json)$/i, '') || undefined;
}
