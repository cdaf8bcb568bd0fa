import { describe, expect, test } from 'vitest';
import { findJsonSyntaxError, locateOffset } from '../../../src/config/json-syntax.ts';

// V8 (Node 22) appends "(line L column C)" to most JSON.parse errors; where it does, the
// scanner must agree with it, so positions match what other JSON tools report.
function positionFromV8(text: string): { line: number; column: number } | undefined {
  try {
    JSON.parse(text);
  } catch (error) {
    const match = /\(line (\d+) column (\d+)\)/.exec((error as Error).message);
    if (match) return { line: Number(match[1]), column: Number(match[2]) };
  }
  return undefined;
}

const broken = [
  '{"a": 1\n "b": 2}',
  '{\n  "a": 1,\n}',
  '{"a": 1} extra',
  '{\n\t"a": "line\nbreak"}',
  '{"a" 1}',
  '{"a": [1 2]}',
  '{"a": {"b": 1}\n,"c": 2,,}',
  '{"a": "\\x"}',
  '{"a": -}',
  '{"a": 1.}',
  '{"a": 1e+}',
  '{"a": 01}',
];

describe('findJsonSyntaxError', () => {
  test.each(broken)('agrees with V8 on where %j breaks', (text) => {
    const expected = positionFromV8(text);
    const error = findJsonSyntaxError(text);
    expect(error).toBeDefined();
    if (expected) expect(locateOffset(text, error!.offset)).toEqual(expected);
  });

  test('valid JSON has no error', () => {
    expect(findJsonSyntaxError('{"a": [1, -2.5e3, true, null, "x\\u00e9"], "b": {}}')).toBeUndefined();
  });

  test('locateOffset is 1-based and treats \\r\\n as one break', () => {
    expect(locateOffset('ab\r\ncd', 5)).toEqual({ line: 2, column: 2 });
    expect(locateOffset('abc', 0)).toEqual({ line: 1, column: 1 });
  });
});
