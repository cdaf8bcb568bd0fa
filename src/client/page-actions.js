// The page actions menu (PageActions.astro), inlined only on pages that show it, and kept to
// what cannot wait: copying the page from the button beside the menu (a promised clipboard item
// keeps Safari's user gesture across the fetch), and loading the menu's module when the reader
// points at or focuses the menu (page-actions-menu.ts: its items, closing, the MCP address).
{
  const more = document.querySelector('[data-mk-pa]');
  const box = more?.parentNode;
  if (more) {
    const load = () => import('/_mintaka/page-actions.js').then((m) => m.init(box));
    box.onpointerover = more.ontoggle = load;
    box.addEventListener('focusin', load);
    const main = box.firstChild;
    const status = box.lastChild;
    if (main.dataset.copy == '') {
      main.onclick = () => {
        // Emptied first, so that a second copy is announced (and shown) again.
        status.textContent = '';
        navigator.clipboard.write([new ClipboardItem({ 'text/plain': fetch(box.dataset.md).then((r) => r.text()) })]).then(
          () => (status.textContent = 'Copied'),
          () => (status.textContent = 'Copy failed'),
        );
      };
    }
  }
}
