import { describe, expect, it } from 'vitest';
import { buildRequestExamples, quoteShell, resolveSnippetTarget, SNIPPET_TARGETS } from '../../../src/core/snippets/index.ts';
import { simpleHar } from './fixtures.ts';

describe('resolveSnippetTarget', () => {
  it("accepts Mintlify's language names and aliases, in any case", () => {
    const names = ['curl', 'sh', 'Shell', 'bash', 'py', 'python', 'js', 'JavaScript', 'node', 'php', 'go', 'golang', 'java', 'rb', 'ruby'];
    expect(names.map(resolveSnippetTarget)).toEqual(['bash', 'bash', 'bash', 'bash', 'python', 'python', 'javascript', 'javascript', 'node', 'php', 'go', 'go', 'java', 'ruby', 'ruby']);
    expect(resolveSnippetTarget('rust')).toBeUndefined();
    expect(SNIPPET_TARGETS).toEqual(['bash', 'python', 'javascript', 'node', 'php', 'go', 'java', 'ruby']);
  });
});

describe('quoteShell', () => {
  it('leaves safe words bare and single-quotes everything else', () => {
    expect(quoteShell('https://api.example.com/v1/users')).toBe('https://api.example.com/v1/users');
    expect(quoteShell('a b')).toBe("'a b'");
    expect(quoteShell("it's")).toBe("'it'\\''s'");
    expect(quoteShell('$HOME `x` "y" \\z')).toBe("'$HOME `x` \"y\" \\z'");
    expect(quoteShell('')).toBe("''");
    expect(quoteShell('~/x')).toBe("'~/x'");
  });
});

describe('buildRequestExamples', () => {
  const har = simpleHar();

  it("generates Mintlify's default languages in order: cURL, Python, JavaScript, PHP, Go, Java", () => {
    expect(buildRequestExamples(har, []).map((example) => [example.language, example.label, example.highlight, example.origin])).toEqual([
      ['bash', 'cURL', 'bash', 'generated'],
      ['python', 'Python', 'python', 'generated'],
      ['javascript', 'JavaScript', 'javascript', 'generated'],
      ['php', 'PHP', 'php', 'generated'],
      ['go', 'Go', 'go', 'generated'],
      ['java', 'Java', 'java', 'generated'],
    ]);
  });

  it('generates Ruby and Node.js where the site names them', () => {
    expect(buildRequestExamples(har, [], ['bash', 'rb', 'node']).map((example) => [example.language, example.label, example.highlight])).toEqual([
      ['bash', 'cURL', 'bash'],
      ['ruby', 'Ruby', 'ruby'],
      ['node', 'Node.js', 'javascript'],
    ]);
  });

  it('follows api.request.example.languages (aliases allowed, unknown names skipped)', () => {
    expect(buildRequestExamples(har, [], ['py', 'curl', 'node', 'cobol']).map((example) => example.label)).toEqual(['Python', 'cURL', 'Node.js']);
  });

  it("prefers the author's x-codeSamples in a language, and appends samples in other languages", () => {
    const samples = [
      { lang: 'Rust', source: 'reqwest::get(url)' },
      { lang: 'curl', label: 'With retries', source: 'curl --retry 3 https://api.example.com' },
    ];
    const examples = buildRequestExamples(har, samples, ['bash', 'python']);
    expect(examples.map((example) => [example.label, example.origin, example.source.split('\n')[0]])).toEqual([
      ['With retries', 'author', 'curl --retry 3 https://api.example.com'],
      ['Python', 'generated', 'import requests'],
      ['Rust', 'author', 'reqwest::get(url)'],
    ]);
    expect(examples[2]).toMatchObject({ language: 'rust', highlight: 'rust' });
  });
});
