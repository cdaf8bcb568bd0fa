import { describe, expect, test } from 'vitest';
import { rejectDocs, siteOf, warningsOf } from './helpers.ts';

describe('docs.json navbar, footer, banner, contextual', () => {
  test('navbar links are text links or service links; the primary button is a button or GitHub', () => {
    const site = siteOf({
      navbar: {
        links: [{ label: 'Blog', href: 'https://acme.test/blog', icon: 'rss' }, { type: 'github', href: 'https://github.com/acme/acme' }],
        primary: { type: 'button', label: 'Sign in', href: 'https://app.acme.test' },
      },
    });
    expect(site.navbar).toEqual({
      links: [{ type: 'link', label: 'Blog', href: 'https://acme.test/blog', icon: 'rss' }, { type: 'github', href: 'https://github.com/acme/acme' }],
      primary: { type: 'button', label: 'Sign in', href: 'https://app.acme.test' },
    });
    expect(siteOf({ navbar: { primary: { type: 'github', href: 'https://github.com/acme/acme' } } }).navbar.primary).toEqual({ type: 'github', href: 'https://github.com/acme/acme' });
    expect(rejectDocs({ navbar: { primary: { type: 'link', label: 'X', href: '/x' } } })).toEqual(['docs.json: navbar.primary.type: expected a supported value, found string "link" — use one of: button, github, discord']);
  });

  test('footer socials name a platform; link columns have a header and items, four at most', () => {
    const site = siteOf({ footer: { socials: { x: 'https://x.com/acme', bluesky: 'https://bsky.app/profile/acme' }, links: [{ header: 'Company', items: [{ label: 'About', href: '/about' }] }] } });
    expect(site.footer).toEqual({ socials: { x: 'https://x.com/acme', bluesky: 'https://bsky.app/profile/acme' }, links: [{ header: 'Company', items: [{ label: 'About', href: '/about' }] }] });
    expect(rejectDocs({ footer: { socials: { githb: 'https://github.com/acme' } } })[0]).toContain('did you mean "github"?');
    const column = { items: [{ label: 'A', href: '/a' }] };
    expect(rejectDocs({ footer: { links: [column, column, column, column, column] } })).toEqual(['docs.json: footer.links: expected at most 4 items, found 5 items — remove the extra ones']);
  });

  test('a banner has MDX content, is not dismissible unless it says so, and takes one colour or one per mode', () => {
    expect(siteOf({ banner: { content: 'New: **v2**' } }).banner).toEqual({ content: 'New: **v2**', dismissible: false });
    expect(siteOf({ banner: { content: 'x', dismissible: true, type: 'warning', color: '#FF0000' } }).banner).toEqual({ content: 'x', dismissible: true, type: 'warning', color: { light: '#FF0000', dark: '#FF0000' } });
    expect(rejectDocs({ banner: { dismissible: true } })).toEqual(['docs.json: banner.content: expected a string, found nothing — add "content": "…"']);
  });

  test('contextual takes built-in options and custom entries, shown in the header by default', () => {
    const site = siteOf({ contextual: { options: ['copy', 'chatgpt', { title: 'Ask Acme', href: 'https://acme.test/ask?page=$page' }] } });
    expect(site.contextual).toEqual({ options: ['copy', 'chatgpt', { title: 'Ask Acme', href: 'https://acme.test/ask?page=$page' }], display: 'header' });
    expect(rejectDocs({ contextual: { options: ['chatgtp'] } })[0]).toMatch(/^docs\.json: contextual\.options\[0\]: expected a supported value, found string "chatgtp" — did you mean "chatgpt"\?/);
  });

  test('contextual is the mint.json extension\'s schema: no key shows no menu, [] turns it off, icon objects and script links', () => {
    expect(siteOf().contextual).toBeUndefined();
    expect(siteOf({ contextual: { options: [] } }).contextual).toEqual({ options: [], display: 'header' });
    const custom = { title: 'Ask Acme', description: 'Our forum', icon: { name: 'comments', style: 'regular', library: 'fontawesome' }, href: { base: 'https://acme.test/ask', query: [{ key: 'page', value: '$page' }] } };
    expect(siteOf({ contextual: { options: [custom], display: 'toc' } }).contextual).toEqual({
      options: [{ title: 'Ask Acme', description: 'Our forum', icon: 'comments', iconType: 'regular', iconLibrary: 'fontawesome', href: custom.href }],
      display: 'toc',
    });
    expect(rejectDocs({ contextual: { options: [{ title: 'X', href: { base: ' javascript:alert(1)', query: [] } }] } })).toEqual([
      'docs.json: contextual.options[0].href.base: expected a link to a page or a web address, found string "javascript:alert(1)" — a javascript:, data: or vbscript: link runs code or opens a page written into it when a reader clicks it; use an https:// address or a path like "/quickstart"',
    ]);
    // docs.json objects are not strict: an unknown key is a warning, as elsewhere in docs.json.
    expect(warningsOf({ contextual: { options: ['copy', 'devin'], placement: 'toc' } })).toEqual([
      'docs.json: contextual: unknown key "placement" — it is ignored.',
      'docs.json: contextual.options[1]: "devin" is a Mintlify option Mintaka does not offer — not offered yet; the menu leaves it out.',
    ]);
  });

  test('settings Mintaka does not use yet are named in one warning', () => {
    expect(warningsOf({ thumbnails: { appearance: 'dark' }, integrations: { ga4: { measurementId: 'G-1' } }, styling: { latex: true } })).toEqual([
      'docs.json: Mintaka does not use these settings yet: thumbnails, styling.latex — they are checked, then ignored.',
    ]);
  });
});
