import { describe, expect, test } from 'vitest';
import { describeValue } from '../../../../src/config/describe-value.ts';
import { acceptDocs, rejectDocs } from './helpers.ts';

// docs.json links become <a href> on every page, as mint.json's do: a javascript:, data: or
// vbscript: URL there would run code when a reader clicks it, so it is a config error.
const refused = (path: string, value: string) =>
  `docs.json: ${path}: expected a link to a page or a web address, found ${describeValue(value)} — a javascript:, data: or vbscript: link runs code or opens a page written into it when a reader clicks it; use an https:// address or a path like "/quickstart"`;

describe('unsafe link URLs in docs.json', () => {
  test.each([
    ['logo.href', { logo: { light: '/l.svg', dark: '/d.svg', href: 'javascript:alert(1)' } }, 'javascript:alert(1)'],
    ['navbar.links[0].href', { navbar: { links: [{ label: 'Blog', href: 'JavaScript:alert(1)' }] } }, 'JavaScript:alert(1)'],
    ['navbar.primary.href', { navbar: { primary: { type: 'button', label: 'Go', href: 'data:text/html,<script>alert(1)</script>' } } }, 'data:text/html,<script>alert(1)</script>'],
    ['footer.socials.x', { footer: { socials: { x: 'vbscript:msgbox(1)' } } }, 'vbscript:msgbox(1)'],
    ['footer.links[0].items[0].href', { footer: { links: [{ header: 'More', items: [{ label: 'Bad', href: 'javascript:alert(1)' }] }] } }, 'javascript:alert(1)'],
    ['redirects[0].destination', { redirects: [{ source: '/old', destination: 'javascript:alert(1)' }] }, 'javascript:alert(1)'],
  ])('%s is a config error with its JSON path', (path, extra, value) => {
    expect(rejectDocs(extra)).toEqual([expect.stringContaining(refused(path, value))]);
  });

  test('web addresses, mail links and paths stay links', () => {
    const config = acceptDocs({
      logo: { light: '/l.svg', dark: '/d.svg', href: 'https://example.com' },
      navbar: { links: [{ label: 'Mail', href: 'mailto:team@example.com' }, { label: 'Docs', href: '/docs' }] },
      redirects: [{ source: '/old', destination: '/new' }],
    });
    expect(config.navbar?.links?.map((l) => l.href)).toEqual(['mailto:team@example.com', '/docs']);
  });
});
