import { afterEach, describe, expect, it } from 'vitest';
import { captureApiMarkdown, capturedApiMarkdown, captureMarkdownCopies } from '../../../src/integration/postbuild/markdown/copy-store.ts';

// An API page's reference section for its Markdown copy is made while a build renders the page;
// the copy written after the build uses it, or makes it from the documents when it was not.
afterEach(() => captureMarkdownCopies(undefined));

describe("API pages' Markdown sections captured while they render", () => {
  it('are kept in a build, by page path', () => {
    captureMarkdownCopies({ siteUrl: undefined });
    captureApiMarkdown('api/users/list', () => '**GET** `/users`');
    expect(capturedApiMarkdown('api/users/list')).toBe('**GET** `/users`');
    expect(capturedApiMarkdown('api/users/create')).toBeUndefined();
  });

  it('are not made in mintaka dev, whose copies follow the documents as they are edited', () => {
    let made = 0;
    captureApiMarkdown('api/users/list', () => String(++made));
    expect(made).toBe(0);
    expect(capturedApiMarkdown('api/users/list')).toBeUndefined();
  });

  it('start empty with each build', () => {
    captureMarkdownCopies({ siteUrl: undefined });
    captureApiMarkdown('api/users/list', () => 'first site');
    captureMarkdownCopies({ siteUrl: 'https://docs.example.com' });
    expect(capturedApiMarkdown('api/users/list')).toBeUndefined();
  });

  it('leave a section that fails to the copy, which warns, rather than failing the page', () => {
    captureMarkdownCopies({ siteUrl: undefined });
    expect(() =>
      captureApiMarkdown('api/users/list', () => {
        throw new Error('unexpected schema');
      }),
    ).not.toThrow();
    expect(capturedApiMarkdown('api/users/list')).toBeUndefined();
  });
});
