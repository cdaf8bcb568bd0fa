// Renders `<pre class="mermaid">` diagrams with the copy of mermaid the site serves
// (/_mintaka/mermaid/, never a CDN), and again in the other theme when the mode toggle
// changes. Inlined only on pages with a diagram; the <Mermaid> component can inline it too.
(() => {
  if (window.mkMermaid) return;
  window.mkMermaid = 1;
  const run = async () => {
    const nodes = [...document.querySelectorAll('pre.mermaid')];
    if (!nodes.length) return;
    for (const node of nodes) node.dataset.mkSource ??= node.textContent;
    const { default: mermaid } = await import('/_mintaka/mermaid/mermaid.esm.min.mjs');
    const root = document.documentElement;
    const draw = async () => {
      mermaid.initialize({ startOnLoad: false, theme: root.dataset.theme === 'dark' ? 'dark' : 'default' });
      for (const node of nodes) {
        node.removeAttribute('data-processed');
        node.textContent = node.dataset.mkSource;
      }
      await mermaid.run({ nodes });
    };
    await draw();
    new MutationObserver(draw).observe(root, { attributeFilter: ['data-theme'] });
  };
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', run);
  else run();
})();
