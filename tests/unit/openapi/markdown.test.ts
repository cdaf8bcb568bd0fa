import { describe, expect, it } from 'vitest';
import { renderMarkdownSafe } from '../../../src/core/openapi/index.ts';

describe('renderMarkdownSafe', () => {
  it('renders Markdown with GFM tables and inline HTML', () => {
    expect(renderMarkdownSafe('Returns **all** pets, see `GET /pets`.')).toBe('<p>Returns <strong>all</strong> pets, see <code>GET /pets</code>.</p>');
    expect(renderMarkdownSafe('| a |\n|---|\n| 1 |')).toBe('<table>\n<thead>\n<tr>\n<th>a</th>\n</tr>\n</thead>\n<tbody>\n<tr>\n<td>1</td>\n</tr>\n</tbody>\n</table>');
    expect(renderMarkdownSafe('one<br>two')).toBe('<p>one<br>two</p>');
  });

  it('drops script, style, iframes and event handlers', () => {
    expect(renderMarkdownSafe('Hi <script>alert(1)</script><style>body{}</style><iframe src="https://x.test"></iframe>')).toBe('<p>Hi </p>');
    expect(renderMarkdownSafe('<img src="https://x.test/a.png" onerror="alert(1)"> <span style="color:red" onclick="x()">red</span>')).toBe(
      '<p><img src="https://x.test/a.png"> <span>red</span></p>',
    );
  });

  it('keeps only http(s), mailto and relative links', () => {
    expect(renderMarkdownSafe('[a](https://a.test) [b](mailto:b@c.test) [c](/docs/c) [d](../d) [e](javascript:alert(1)) [f](data:text/html,x) [g](ftp://g.test)')).toBe(
      '<p><a href="https://a.test">a</a> <a href="mailto:b@c.test">b</a> <a href="/docs/c">c</a> <a href="../d">d</a> <a>e</a> <a>f</a> <a>g</a></p>',
    );
    expect(renderMarkdownSafe('<a href="JavaScript:alert(1)">x</a>')).toBe('<p><a>x</a></p>');
  });
});
