import { describe, expect, it } from 'vitest';
import { splitDescription, startsExpanded } from '../../../src/components/api/lib/format.ts';
import type { SchemaNode } from '../../../src/core/openapi/view-types.ts';

const common = { typeLabel: 'object', nullable: false, deprecated: false, readOnly: false, writeOnly: false, constraints: {} };
const object: SchemaNode = { ...common, kind: 'object', properties: [] };
const union: SchemaNode = { ...common, kind: 'union', combinator: 'oneOf', options: [] };

// api.paramFields.expanded: which field expanders a reader finds open (level 0: a parameter or
// a top-level field of a body).
describe('startsExpanded', () => {
  it('opens every expander with "all", none with "none"', () => {
    for (const level of [0, 1, 3]) {
      expect(startsExpanded('all', level, object)).toBe(true);
      expect(startsExpanded('none', level, union)).toBe(false);
    }
  });

  it('opens top-level expanders with "topLevel", and only those holding a choice with "topLevelOneOfs"', () => {
    expect([startsExpanded('topLevel', 0, object), startsExpanded('topLevel', 0, union), startsExpanded('topLevel', 1, object)]).toEqual([true, true, false]);
    expect([startsExpanded('topLevelOneOfs', 0, object), startsExpanded('topLevelOneOfs', 0, union), startsExpanded('topLevelOneOfs', 1, union)]).toEqual([false, true, false]);
  });
});

describe('splitDescription', () => {
  it('keeps identifiers whole in the one-line summary, and drops emphasis and link syntax', () => {
    expect(splitDescription('The body is not valid JSON (`malformed_json`), or **lacks** a _required_ [field](#body).').summary).toBe('The body is not valid JSON (malformed_json), or lacks a required field.');
    expect(splitDescription('Its `user_group_id` is __already__ used.\n\nMore.')).toEqual({ summary: 'Its user_group_id is already used.', rest: 'More.' });
  });
});
