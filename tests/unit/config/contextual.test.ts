import { describe, expect, test } from 'vitest';
import { parseMintConfig } from '../../../src/config/load.ts';
import { accept, minimal, reject } from './helpers.ts';

// `contextual` (the page actions menu): docs.json's shape, read from mint.json as a Mintaka
// extension that is on by default.

describe('contextual', () => {
  test('a mint.json that says nothing gets the default menu in the page header', () => {
    expect(accept().contextual).toEqual({ options: ['copy', 'view', 'chatgpt', 'claude', 'perplexity', 'mcp'], display: 'header' });
  });

  test('an empty options list turns the menu off', () => {
    expect(accept({ contextual: { options: [] } }).contextual).toEqual({ options: [], display: 'header' });
  });

  test('takes built-in and custom options in order, and the toc display', () => {
    const custom = { title: 'Request a feature', description: 'Join the discussion', icon: 'plus', href: { base: 'https://github.com/acme/x/discussions/new', query: [{ key: 'body', value: 'Page: $path' }] } };
    const config = accept({ contextual: { options: ['claude', custom, 'copy'], display: 'toc' } });
    expect(config.contextual).toEqual({ options: ['claude', custom, 'copy'], display: 'toc' });
  });

  test('rejects unknown options, script links and misspelt keys with the JSON path', () => {
    expect(reject({ contextual: { options: ['copy', 'gemini'] } })).toMatchInlineSnapshot(`
      [
        "mint.json: contextual.options[1]: expected a supported value, found string "gemini" — use one of: copy, view, chatgpt, claude, perplexity, grok, mcp, add-mcp, cursor, vscode, assistant, aistudio, devin, devin-desktop, devin-mcp, windsurf, download-pdf, download-spec",
      ]
    `);
    expect(reject({ contextual: { options: [{ title: 'X', description: 'Y', href: 'javascript:alert(1)' }] } })).toMatchInlineSnapshot(`
      [
        "mint.json: contextual.options[0].href: expected a link to a page or a web address, found string "javascript:alert(1)" — a javascript:, data: or vbscript: link runs code or opens a page written into it when a reader clicks it; use an https:// address or a path like "/quickstart"",
      ]
    `);
    expect(reject({ contextual: { option: ['copy'] } })).toMatchInlineSnapshot(`
      [
        "mint.json: contextual.options: expected an array, found nothing — rename "option" to "options"",
        "mint.json: contextual.option: expected one of the keys options, display, found unknown key "option" — remove it, or did you mean "options"?",
      ]
    `);
    expect(reject({ contextual: { options: ['copy'], display: 'sidebar' } })).toMatchInlineSnapshot(`
      [
        "mint.json: contextual.display: expected "header" or "toc", found string "sidebar" — use one of: header, toc",
      ]
    `);
  });

  test('warns about Mintlify options Mintaka does not offer, by position', () => {
    const result = parseMintConfig({ ...minimal, contextual: { options: ['copy', 'assistant', 'download-pdf'] } });
    expect(result.ok && result.warnings).toMatchInlineSnapshot(`
      [
        "mint.json: contextual.options[1]: "assistant" is a Mintlify option Mintaka does not offer — Mintaka has no hosted assistant; the menu leaves it out.",
        "mint.json: contextual.options[2]: "download-pdf" is a Mintlify option Mintaka does not offer — Mintaka does not render PDFs; the menu leaves it out.",
      ]
    `);
  });
});
