// How a user's value is quoted back in messages: its JSON type and a short JSON excerpt.

const MAX_LENGTH = 40;

function truncate(text: string): string {
  return text.length > MAX_LENGTH ? `${text.slice(0, MAX_LENGTH - 1)}…` : text;
}

/** `string "red"`, `number 3`, `an empty array`, `object {"light":"/a.svg"}`, `nothing`... */
export function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (typeof value === 'string') return value === '' ? 'an empty string' : `string ${truncate(JSON.stringify(value))}`;
  if (typeof value === 'number' || typeof value === 'boolean') return `${typeof value} ${String(value)}`;
  if (Array.isArray(value)) return value.length === 0 ? 'an empty array' : `array ${truncate(safeStringify(value))}`;
  if (typeof value === 'object') {
    return Object.keys(value).length === 0 ? 'an empty object' : `object ${truncate(safeStringify(value))}`;
  }
  return typeof value;
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/** `navigation[2].pages[0]`: the JSON path as users write it. */
export function formatPath(path: readonly PropertyKey[]): string {
  let text = '';
  for (const segment of path) {
    if (typeof segment === 'number') text += `[${segment}]`;
    else if (typeof segment === 'string' && /^[A-Za-z_$][\w$-]*$/.test(segment)) text += text ? `.${segment}` : segment;
    else text += `[${JSON.stringify(String(segment))}]`;
  }
  return text;
}
