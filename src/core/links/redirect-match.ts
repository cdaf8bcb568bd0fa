/** A mint.json `redirects` rule, as the checker needs it. */
export interface RedirectRule {
  source: string;
  destination: string;
}

const trimSlashes = (path: string) => path.replace(/^\/+/, '').replace(/\/+$/, '');

function escapeRegExp(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\*]/g, '\\$&');
}

/**
 * Where a redirect rule sends `path` (no leading slash), or undefined when its source does
 * not match. `:name` matches one segment and `:name*` any rest of the path, as on Mintlify.
 */
export function matchRedirect(rule: RedirectRule, path: string): string | undefined {
  const source = trimSlashes(rule.source);
  if (!source.includes(':')) return source === path ? rule.destination : undefined;
  const names: string[] = [];
  const pattern = source
    .split(/(:\w+\*?)/)
    .map((part) => {
      const param = /^:(\w+)(\*?)$/.exec(part);
      if (!param) return escapeRegExp(part);
      names.push(param[1]!);
      return param[2] ? '(.*)' : '([^/]+)';
    })
    .join('');
  const match = new RegExp(`^${pattern}$`).exec(path);
  if (!match) return undefined;
  let destination = rule.destination;
  names.forEach((name, index) => {
    destination = destination.replace(new RegExp(`:${name}\\*?`, 'g'), match[index + 1]!);
  });
  return destination;
}
