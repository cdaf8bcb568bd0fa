import { describe, expect, it } from 'vitest';
import { locatePointer } from '../../../src/core/openapi/locate-pointer.ts';

describe('locatePointer', () => {
  const yaml = 'openapi: 3.1.0\npaths:\n  /users:\n    get:\n      responses:\n        "200":\n          $ref: "#/components/responses/Nope"\n';

  it('finds the line and column of the value a pointer names, in YAML and JSON', () => {
    expect(locatePointer(yaml, '#/paths/~1users/get')).toEqual({ line: 5, column: 7 });
    expect(locatePointer('{\n  "paths": {\n    "/a": { "get": {} }\n  }\n}', '#/paths/~1a/get')).toEqual({ line: 3, column: 20 });
  });

  it('falls back to the deepest part that exists (a $ref to a missing key), and to nothing', () => {
    expect(locatePointer(yaml, '#/paths/~1users/get/responses/200/missing')).toEqual({ line: 7, column: 11 });
    expect(locatePointer(yaml, '#/components/schemas/Pet')).toBeUndefined();
    expect(locatePointer('not: [valid', '#/x')).toBeUndefined();
  });
});
