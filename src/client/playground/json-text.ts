// JSON for the playground: where a body's syntax error is, and a tiny highlighter for
// responses (a few spans per token class; shiki would cost the page hundreds of kilobytes).

/** Undefined when `text` is valid JSON; else the first problem with its line and column. */
export function describeJsonError(text: string): string | undefined {
  try {
    JSON.parse(text);
    return undefined;
  } catch {
    // Engines word (and place) JSON errors differently; one small scanner says it the same way everywhere.
    const { at, reason } = findJsonError(text);
    const before = text.slice(0, at).split('\n');
    return `line ${before.length}, column ${before.at(-1)!.length + 1}: ${reason}`;
  }
}

function findJsonError(text: string): { at: number; reason: string } {
  let i = 0;
  const fail = (reason: string): never => {
    throw { at: i, reason };
  };
  const space = () => {
    while (/[ \t\n\r]/.test(text[i] ?? '')) i++;
  };
  const found = () => (i >= text.length ? 'the end of the text' : `"${text[i]}"`);
  const string = () => {
    i++;
    while (text[i] !== '"') {
      if (i >= text.length || text[i] === '\n') fail('a string is not closed (missing ")');
      if (text[i] === '\\') i++;
      i++;
    }
    i++;
  };
  const value = (): void => {
    space();
    const c = text[i];
    if (c === '{' || c === '[') {
      const close = c === '{' ? '}' : ']';
      i++;
      space();
      if (text[i] === close) return void i++;
      for (;;) {
        if (c === '{') {
          space();
          if (text[i] !== '"') fail(`expected a property name in double quotes, found ${found()}`);
          string();
          space();
          if (text[i] !== ':') fail(`expected ":" after the property name, found ${found()}`);
          i++;
        }
        value();
        space();
        if (text[i] === ',') {
          i++;
          space();
          if (text[i] === close) fail(`a trailing comma before "${close}" is not allowed`);
          continue;
        }
        if (text[i] === close) return void i++;
        fail(`expected "," or "${close}", found ${found()}`);
      }
    }
    if (c === '"') return string();
    const literal = /^(?:true|false|null|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?)/.exec(text.slice(i));
    if (literal) return void (i += literal[0].length);
    fail(`expected a value, found ${found()}`);
  };
  try {
    value();
    space();
    if (i < text.length) fail(`unexpected ${found()} after the end of the value`);
  } catch (error) {
    if (typeof error === 'object' && error && 'at' in error) return error as { at: number; reason: string };
  }
  return { at: text.length, reason: 'invalid JSON' };
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const TOKENS = /("(?:[^"\\]|\\.)*")(\s*:)?|\b(true|false|null)\b|(-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?)/g;

/** HTML for JSON text: keys, strings, numbers and literals in `mk-pg-j-*` spans; all else escaped. */
export function highlightJson(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(TOKENS)) {
    html += escape(text.slice(last, match.index));
    const [whole, string, colon, literal, number] = match;
    if (string !== undefined) html += `<span class="mk-pg-j-${colon ? 'key' : 'str'}">${escape(string)}</span>${colon ?? ''}`;
    else if (literal !== undefined) html += `<span class="mk-pg-j-lit">${literal}</span>`;
    else if (number !== undefined) html += `<span class="mk-pg-j-num">${number}</span>`;
    else html += escape(whole);
    last = match.index + whole.length;
  }
  return html + escape(text.slice(last));
}
