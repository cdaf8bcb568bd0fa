import { z } from 'zod';
import { describe, expect, test } from 'vitest';
import { describeValue, formatPath } from '../../../src/config/describe-value.ts';
import { configErrorMap, formatConfigIssues } from '../../../src/config/errors.ts';
import { findNearest, measureEditDistance } from '../../../src/config/nearest.ts';
import { reject } from './helpers.ts';

describe('formatPath', () => {
  test('writes paths as users write them in JSON', () => {
    expect(formatPath(['navigation', 2, 'pages', 0])).toBe('navigation[2].pages[0]');
    expect(formatPath(['footerSocials', 'hacker-news'])).toBe('footerSocials.hacker-news');
    expect(formatPath(['metadata', 'og:image'])).toBe('metadata["og:image"]');
    expect(formatPath([])).toBe('');
  });
});

describe('describeValue', () => {
  test('names the JSON type and quotes a short excerpt', () => {
    expect([undefined, null, '', 'red', 3, false, [], {}, ['a', 1]].map(describeValue)).toEqual([
      'nothing',
      'null',
      'an empty string',
      'string "red"',
      'number 3',
      'boolean false',
      'an empty array',
      'an empty object',
      'array ["a",1]',
    ]);
  });

  test('truncates long values', () => {
    expect(describeValue({ light: '/images/logo/very/long/path/to/the/logo-light.svg' })).toBe('object {"light":"/images/logo/very/long/path/t…');
  });
});

describe('formatConfigIssues', () => {
  test('a union failure is one line about the alternative the user was writing', () => {
    expect(reject({ navigation: [{ group: 'A', pages: [{ group: 'Nested', pages: [true] }] }] })).toEqual([
      'mint.json: navigation[0].pages[0].pages[0]: expected a page path or a { "group", "pages" } object, found boolean true — use a page path like "quickstart", or { "group": "Guides", "pages": ["guides/intro"] }',
    ]);
    expect(reject({ logo: 42 })).toEqual([
      'mint.json: logo: expected a logo path or a { "light", "dark" } object, found number 42 — use a path like "/logo.svg", or { "light": "/logo/light.svg", "dark": "/logo/dark.svg" }',
    ]);
  });

  test('metadata keys with colons keep their quotes in the path', () => {
    expect(reject({ metadata: { 'og:image': '' } })).toEqual([
      'mint.json: metadata["og:image"]: expected a non-empty string, found an empty string — fill it in',
    ]);
  });

  test('names the file it is given', () => {
    const result = z.object({ name: z.string() }).safeParse({}, { error: configErrorMap });
    expect(formatConfigIssues(result.error!.issues, 'docs/mint.json')).toEqual([
      'docs/mint.json: name: expected a string, found nothing — add "name": "My Docs"',
    ]);
  });

  test('an unhinted union lists the types it accepts', () => {
    const result = z.object({ size: z.union([z.string(), z.number()]) }).safeParse({ size: [] }, { error: configErrorMap });
    expect(formatConfigIssues(result.error!.issues)).toEqual([
      'mint.json: size: expected a string or a number, found an empty array — use a string or a number',
    ]);
  });
});

describe('findNearest', () => {
  test('suggests close spellings, ignoring case, and nothing for unrelated words', () => {
    expect(findNearest('navigaton', ['name', 'navigation'])).toBe('navigation');
    expect(findNearest('Navigation', ['navigation'])).toBe('navigation');
    expect(findNearest('ligth', ['light', 'dark'])).toBe('light');
    expect(findNearest('xyz', ['api', 'name'])).toBeUndefined();
  });

  test('gives the first of the nearest candidates, as measuring every one would', () => {
    // Words of a few letters, so that many are near each other and ties are common.
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const word = () => Array.from({ length: 1 + Math.floor(random() * 9) }, () => 'abcde'[Math.floor(random() * 5)]).join('');
    for (let i = 0; i < 300; i++) {
      const wanted = word();
      const candidates = Array.from({ length: 20 }, word);
      const distances = candidates.map((candidate) => measureEditDistance(wanted, candidate));
      const min = Math.min(...distances);
      const allowance = Math.max(1, Math.min(3, Math.floor(wanted.length / 3)));
      expect(findNearest(wanted, candidates)).toBe(min <= allowance ? candidates[distances.indexOf(min)] : undefined);
    }
  });

  test('finds the page a long broken link was a typo of, among pages of all lengths', () => {
    let seed = 11;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const segment = () => Array.from({ length: 3 + Math.floor(random() * 8) }, () => 'abcdefgh'[Math.floor(random() * 8)]).join('');
    // A typo: a letter changed, dropped, doubled, or two neighbours swapped.
    const typo = (text: string) => {
      const at = 1 + Math.floor(random() * (text.length - 2));
      const kind = Math.floor(random() * 4);
      if (kind === 0) return `${text.slice(0, at)}z${text.slice(at + 1)}`;
      if (kind === 1) return text.slice(0, at) + text.slice(at + 1);
      if (kind === 2) return text.slice(0, at) + text[at] + text.slice(at);
      return text.slice(0, at) + text[at + 1] + text[at] + text.slice(at + 2);
    };
    for (let i = 0; i < 200; i++) {
      const pages = Array.from({ length: 30 }, () => `/${segment()}/${segment()}`);
      const wanted = Array.from({ length: 1 + Math.floor(random() * 3) }, () => typo(pages[Math.floor(random() * pages.length)]!)).reduce((a, b) => (random() < 0.5 ? a : typo(b)));
      const distances = pages.map((page) => measureEditDistance(wanted.toLowerCase(), page.toLowerCase()));
      const min = Math.min(...distances);
      const allowance = Math.max(1, Math.min(3, Math.floor(wanted.length / 3)));
      expect(findNearest(wanted, pages)).toBe(min <= allowance ? pages[distances.indexOf(min)] : undefined);
    }
  });
});
