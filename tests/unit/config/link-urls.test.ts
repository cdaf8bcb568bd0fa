import { z } from 'zod';
import { describe, expect, test } from 'vitest';
import { describeValue } from '../../../src/config/describe-value.ts';
import { safeLinkUrl } from '../../../src/config/schema/shared.ts';
import { isUnsafeLinkUrl } from '../../../src/config/site/unsafe-link.ts';
import { accept, reject } from './helpers.ts';

// A link in mint.json becomes an <a href> on every page: a javascript:, data: or vbscript:
// URL there would run code (or show attacker-written HTML) when a reader clicks it.

const refused = (path: string, value: string) =>
  `mint.json: ${path}: expected a link to a page or a web address, found ${describeValue(value)} — a javascript:, data: or vbscript: link runs code or opens a page written into it when a reader clicks it; use an https:// address or a path like "/quickstart"`;

describe('unsafe link URLs in mint.json', () => {
  test.each([
    ['logo.href', { logo: { light: '/l.svg', dark: '/d.svg', href: 'javascript:alert(1)' } }, 'javascript:alert(1)'],
    ['topbarLinks[0].url', { topbarLinks: [{ name: 'Blog', url: 'JavaScript:alert(1)' }] }, 'JavaScript:alert(1)'],
    ['topbarCtaButton.url', { topbarCtaButton: { name: 'Go', url: ' java\tscript:alert(1)' } }, 'java\tscript:alert(1)'],
    ['topbarCtaButton.url', { topbarCtaButton: { type: 'github', url: 'data:text/html,<script>alert(1)</script>' } }, 'data:text/html,<script>alert(1)</script>'],
    ['footerSocials.github', { footerSocials: { github: 'vbscript:msgbox(1)' } }, 'vbscript:msgbox(1)'],
    ['footerSocials[0].url', { footerSocials: [{ type: 'x', url: 'javascript:alert(1)' }] }, 'javascript:alert(1)'],
    ['footer.socials.x', { footer: { socials: { x: 'javascript:alert(1)' } } }, 'javascript:alert(1)'],
    ['footer.links[0].links[0].url', { footer: { links: [{ title: 'More', links: [{ label: 'Bad', url: 'javascript:alert(1)' }] }] } }, 'javascript:alert(1)'],
    ['anchors[0].url', { anchors: [{ name: 'Bad', url: 'javascript:alert(1)' }] }, 'javascript:alert(1)'],
    ['tabs[0].url', { tabs: [{ name: 'Bad', url: 'data:text/html;base64,PHNjcmlwdD4=' }] }, 'data:text/html;base64,PHNjcmlwdD4='],
    ['redirects[0].destination', { redirects: [{ source: '/old', destination: 'javascript:alert(1)' }] }, 'javascript:alert(1)'],
    ['versions[0].url', { versions: [{ name: 'Old', url: 'javascript:alert(1)' }] }, 'javascript:alert(1)'],
  ])('%s is a config error with its JSON path', (path, extra, value) => {
    expect(reject(extra)).toEqual([refused(path, value)]);
  });

  test('web addresses, mail links and paths stay links', () => {
    const config = accept({
      logo: { light: '/l.svg', dark: '/d.svg', href: 'https://example.com' },
      topbarLinks: [{ name: 'Mail', url: 'mailto:team@example.com' }, { name: 'Docs', url: '/docs' }],
      anchors: [{ name: 'Data docs', url: 'data-guides' }],
      redirects: [{ source: '/old', destination: '/new#javascript:' }],
      footerSocials: { github: 'https://github.com/acme' },
    });
    expect(config.anchors[0]!.url).toBe('data-guides');
    expect(config.logo?.href).toBe('https://example.com');
  });
});

describe('safeLinkUrl', () => {
  test('refuses the schemes however a browser would still read them', () => {
    for (const url of ['javascript:x', 'JAVASCRIPT:x', '  javascript:x', '\u0001javascript:x', 'java\nscript:x', 'java\r\nscript:x', 'data:,x', 'vbscript:x']) {
      expect(isUnsafeLinkUrl(url), JSON.stringify(url)).toBe(true);
    }
    for (const url of ['https://x.test', '/javascript:x', './data:x', 'javascript', 'mailto:a@b.test', '#data:']) expect(isUnsafeLinkUrl(url), url).toBe(false);
  });

  test('works on any string schema, and keeps what the schema does after it', () => {
    const schema = z.object({ href: safeLinkUrl(z.string().trim()).transform((url) => url.toUpperCase()) });
    expect(schema.parse({ href: ' /a ' })).toEqual({ href: '/A' });
    expect(schema.safeParse({ href: 'javascript:x' }).error?.issues[0]).toMatchObject({ path: ['href'], code: 'custom' });
  });
});
