// Finds where and why JSON text is invalid. JSON.parse's messages differ between Node versions
// and some carry no position ("Unexpected token 'x', ... is not valid JSON"), so a small
// strict scanner runs when JSON.parse fails, to give every user a line, a column and a reason.

export interface JsonSyntaxError {
  /** Offset (UTF-16 code units) of the character that broke the grammar. */
  offset: number;
  /** What the grammar allowed there: `"," or "}" after a property value`. */
  expected: string;
  /** What was there: `a string`, `"}"`, `the end of the file`. */
  found: string;
  /** Likely cause in parentheses' words: `e.g. a missing comma or bracket`. */
  hint: string;
}

const MISSING_COMMA = 'e.g. a missing comma or bracket';

class JsonScanError extends Error {
  readonly detail: JsonSyntaxError;
  constructor(detail: JsonSyntaxError) {
    super(detail.expected);
    this.detail = detail;
  }
}

class Scanner {
  private offset = 0;
  private readonly text: string;

  constructor(text: string) {
    this.text = text;
  }

  scanDocument(): void {
    this.skipWhitespace();
    if (this.atEnd()) this.fail('a JSON object', 'the file is empty');
    this.scanValue();
    this.skipWhitespace();
    if (!this.atEnd()) this.fail('the end of the file', 'e.g. an extra bracket, or a missing comma or bracket earlier');
  }

  private atEnd(): boolean {
    return this.offset >= this.text.length;
  }

  private peek(): string {
    return this.text[this.offset] ?? '';
  }

  private describeFound(): string {
    if (this.atEnd()) return 'the end of the file';
    const char = this.peek();
    if (char === '"') return 'a string';
    if (char === '\n' || char === '\r') return 'a line break';
    if (/[-\d]/.test(char)) return 'a number';
    const word = /^[A-Za-z_$][\w$-]*/.exec(this.text.slice(this.offset, this.offset + 30));
    return word ? `"${word[0]}"` : `"${char}"`;
  }

  private hintFor(defaultHint: string): string {
    const char = this.peek();
    if (char === "'") return 'JSON needs double quotes';
    if (char === '/') return 'JSON does not allow comments';
    return defaultHint;
  }

  private fail(expected: string, hint: string = MISSING_COMMA): never {
    throw new JsonScanError({ offset: this.offset, expected, found: this.describeFound(), hint: this.hintFor(hint) });
  }

  private skipWhitespace(): void {
    while (!this.atEnd() && ' \t\n\r'.includes(this.peek())) this.offset++;
  }

  private scanValue(): void {
    this.skipWhitespace();
    const char = this.peek();
    if (char === '{') return this.scanObject();
    if (char === '[') return this.scanArray();
    if (char === '"') return this.scanString();
    if (char === '-' || (char >= '0' && char <= '9')) return this.scanNumber();
    for (const literal of ['true', 'false', 'null']) {
      if (this.text.startsWith(literal, this.offset)) {
        this.offset += literal.length;
        return;
      }
    }
    this.fail('a value', /[A-Za-z]/.test(char) ? 'text values need double quotes' : MISSING_COMMA);
  }

  private scanObject(): void {
    this.offset++; // {
    this.skipWhitespace();
    if (this.peek() === '}') {
      this.offset++;
      return;
    }
    for (;;) {
      this.skipWhitespace();
      if (this.peek() !== '"') {
        const afterComma = this.text[this.previousSignificant()] === ',';
        const hint = afterComma && this.peek() === '}' ? 'e.g. a trailing comma before "}"'
          : /[A-Za-z_$]/.test(this.peek()) ? 'property names need double quotes'
            : MISSING_COMMA;
        this.fail('a property name in double quotes', hint);
      }
      this.scanString();
      this.skipWhitespace();
      if (this.peek() !== ':') this.fail('":" after the property name');
      this.offset++;
      this.scanValue();
      if (!this.continuesAfterItem('}', 'a property value')) return;
    }
  }

  /** After an item: "," means another follows (true), the closing bracket ends the list (false). */
  private continuesAfterItem(close: '}' | ']', item: string): boolean {
    this.skipWhitespace();
    const next = this.peek();
    if (next !== ',' && next !== close) this.fail(`"," or "${close}" after ${item}`);
    this.offset++;
    return next === ',';
  }

  private scanArray(): void {
    this.offset++; // [
    this.skipWhitespace();
    if (this.peek() === ']') {
      this.offset++;
      return;
    }
    for (;;) {
      this.skipWhitespace();
      if (this.peek() === ']' && this.text[this.previousSignificant()] === ',') {
        this.fail('a value', 'e.g. a trailing comma before "]"');
      }
      this.scanValue();
      if (!this.continuesAfterItem(']', 'an array item')) return;
    }
  }

  private scanString(): void {
    this.offset++; // opening quote
    for (;;) {
      if (this.atEnd()) this.fail('a closing double quote', 'e.g. a string that is never closed');
      const char = this.peek();
      if (char === '"') {
        this.offset++;
        return;
      }
      if (char < ' ') this.fail('a closing double quote before the line break', 'strings cannot span lines; write \\n instead');
      if (char === '\\') {
        const escape = this.text[this.offset + 1] ?? '';
        if ('"\\/bfnrt'.includes(escape) && escape !== '') this.offset += 2;
        else if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(this.text.slice(this.offset + 2, this.offset + 6))) this.offset += 6;
        else {
          this.offset++;
          this.fail('a valid escape after "\\"', 'write \\\\ for a backslash');
        }
        continue;
      }
      this.offset++;
    }
  }

  private scanNumber(): void {
    // Character by character so the error lands where V8 puts it: on the missing digit.
    const digits = () => {
      if (!/[0-9]/.test(this.peek())) this.fail('a digit', 'e.g. an incomplete number');
      while (/[0-9]/.test(this.peek())) this.offset++;
    };
    if (this.peek() === '-') this.offset++;
    if (this.peek() === '0') this.offset++;
    else digits();
    if (this.peek() === '.') {
      this.offset++;
      digits();
    }
    if (this.peek() === 'e' || this.peek() === 'E') {
      this.offset++;
      if (this.peek() === '+' || this.peek() === '-') this.offset++;
      digits();
    }
  }

  /** Offset of the last non-whitespace character before the current one. */
  private previousSignificant(): number {
    let index = this.offset - 1;
    while (index >= 0 && ' \t\n\r'.includes(this.text[index])) index--;
    return index;
  }
}

/** The first syntax error in `text`, or undefined when it is valid JSON. */
export function findJsonSyntaxError(text: string): JsonSyntaxError | undefined {
  try {
    new Scanner(text).scanDocument();
    return undefined;
  } catch (error) {
    if (error instanceof JsonScanError) return error.detail;
    throw error;
  }
}

/** 1-based line and column of an offset; `\r\n` counts as one line break. */
export function locateOffset(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let index = 0; index < offset && index < text.length; index++) {
    if (text[index] === '\n') {
      line++;
      lineStart = index + 1;
    }
  }
  return { line, column: offset - lineStart + 1 };
}
