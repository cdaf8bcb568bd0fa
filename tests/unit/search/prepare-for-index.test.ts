import { describe, expect, it } from 'vitest';
import { prepareForIndex } from '../../../src/integration/postbuild/search-page.ts';

// What Pagefind is sent for a page (search-page.ts): the article's words, searchable as the
// reader sees them, without the markup Pagefind would parse only to skip.
const PAGE = `<!DOCTYPE html><html lang="en" data-mode="default"><head><title>Clients - Docs</title><link rel="stylesheet" href="/a.css"></head>
<body><nav class="mk-sidebar"><a href="/other">Other page</a></nav><main><article class="mk-article"><header class="mk-page-header"><h1>Clients</h1></header>
<h2 id="create-a-client">Create a client<a class="mk-heading-anchor" href="#create-a-client" aria-label="Link to this section: Create a client"><svg viewBox="0 0 24 24"><path d="M10 13a5"></path></svg></a></h2>
<p>Call <code>createClient</code> once.</p>
<figure class="mk-code"><pre class="astro-code" tabindex="0"><code><span class="line"><span class="l8 d10">const</span> client <span class="l8">=</span> <span class="l3">createClient</span>({ retries: <span class="l2">3</span> });</span>
<span class="line">client.<span class="l3">send</span>(<span class="l9">"a &lt; b"</span>);</span></code></pre></figure>
</article></main></body></html>`;

describe('a page as the search index reads it', () => {
  const prepared = prepareForIndex(PAGE, undefined);

  it('is the article, marked as the searchable body, under the page title', () => {
    expect(prepared).toContain('<title>Clients - Docs</title>');
    expect(prepared).toContain('<article data-pagefind-body');
    expect(prepared).not.toContain('Other page');
  });

  it('leaves code blocks and formulas\' TeX source out (results quote prose), keeps inline code', () => {
    expect(prepared).toContain('<p>Call <code>createClient</code> once.</p>');
    expect(prepared).not.toContain('retries');
    const withMath = prepareForIndex(PAGE.replace('</article>', '<p>Area <span class="katex"><span class="katex-mathml"><math><semantics><mrow><mi>r</mi></mrow><annotation encoding="application/x-tex">\\pi r^2</annotation></semantics></math></span><span class="katex-html" aria-hidden="true">πr</span></span>.</p><pre class="mermaid">graph TD; A--&gt;B</pre></article>'), undefined);
    expect(withMath).toContain('<p>Area');
    for (const gone of ['\\pi', 'graph TD']) expect(withMath).not.toContain(gone);
  });

  it('keeps headings and their ids (results link to them), not their link icons', () => {
    expect(prepared).toContain('<h2 id="create-a-client">Create a client</h2>');
    expect(prepared).not.toContain('<svg');
  });

  it('keeps an API page\'s fields and descriptions, not its pills, expanders or playground', () => {
    const api = PAGE.replace(
      '</article>',
      '<section id="mk-playground" class="mk-pg"><script type="application/json" class="mk-pg-data">{"view":{}}</script><form><label>Body</label></form></section>' +
        '<div class="mk-api-fields"><div class="mk-api-field" id="body-name"><div class="mk-api-field-head"><a class="mk-api-field-name" href="#body-name">name</a><span class="mk-api-pill mk-api-pill-type">string</span><span class="mk-api-pill mk-api-pill-required">required</span></div>' +
        '<div class="mk-api-field-body"><div class="mk-api-md"><p>The repository name.</p></div><details class="mk-api-children"><summary>Show child attributes</summary><div class="mk-api-fields"></div></details></div></div></div></article>',
    );
    const prepared = prepareForIndex(api, { method: 'PATCH', path: '/repos/{repo}' });
    expect(prepared).toContain('<div id="body-name"><div><a href="#body-name">name</a> </div> <div><div class="mk-api-md"><p>The repository name.</p> </div>');
    for (const gone of ['required', 'string', 'Show child attributes', 'mk-pg-data', '<form']) expect(prepared).not.toContain(gone);
  });

  it('indexes headings with no id (an API description\'s, a response\'s "Headers") as text, not as sections', () => {
    const api = PAGE.replace('</article>', '<details class="mk-api-response" id="response-404"><summary>404 Not found</summary><div class="mk-api-md"><h3>Missing repository</h3><p>No such repository.</p></div><h3>Headers</h3></details></article>');
    const prepared = prepareForIndex(api, undefined);
    expect(prepared).toContain('<p>Missing repository</p>');
    expect(prepared).not.toMatch(/<h3>(Missing repository|Headers)/);
    expect(prepared).toContain('<h2 id="create-a-client">Create a client</h2>');
    expect(prepared).toContain('<h1>Clients</h1>');
  });

  it('adds an API operation as metadata', () => {
    expect(prepareForIndex(PAGE, { method: 'POST', path: '/clients' })).toContain('<p data-pagefind-meta="method">POST</p><p data-pagefind-meta="endpoint">/clients</p>');
  });

  it('adds a page\'s versions and languages as filters, and leaves the page actions menu out', () => {
    const withMenu = PAGE.replace('<h1>Clients</h1>', '<h1>Clients</h1><div class="mk-pa" data-md="/clients.md"><button class="mk-pa-main mk-pa-copy" type="button" data-copy>Copy page</button><details data-mk-pa><summary aria-label="More actions for this page"></summary><div class="mk-pa-menu"></div></details><span class="mk-pa-status" role="status"></span></div>');
    const prepared = prepareForIndex(withMenu, undefined, { version: ['v2', 'v1'], language: ['fr'] });
    expect(prepared).toContain('<p data-pagefind-filter="version:v2"></p><p data-pagefind-filter="version:v1"></p><p data-pagefind-filter="language:fr"></p>');
    expect(prepared).not.toContain('Copy page');
  });
});
