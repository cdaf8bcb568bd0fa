// The page actions menu (PageActions.astro), inlined only on pages that show it: a disclosure
// (<details>) that Escape, a click outside and focus moving out close; copying the page's
// Markdown (or an item's data-copy text). The menu's items come from a module loaded when the
// reader first points at or focuses the menu (page-actions-menu.ts). The status line fades by
// itself (page-actions.css).
{
  const more = document.querySelector('[data-mk-pa]');
  const box = more?.parentNode;
  if (more) {
    const status = box.lastElementChild;
    let menu;
    const load = () => (menu ??= import('/_mintaka/page-actions.js').then((m) => m.init(box)));
    const close = () => {
      more.open = false;
      more.firstElementChild.focus();
    };
    box.onclick = (event) => {
      const item = event.target.closest('a, button');
      const text = item?.dataset.copy;
      if (text != null) {
        status.textContent = '';
        // A promise as the clipboard item keeps Safari's user gesture across the fetch.
        navigator.clipboard.write([new ClipboardItem({ 'text/plain': text ? Promise.resolve(text) : fetch(box.dataset.md).then((r) => r.text()) })]).then(
          () => (status.textContent = 'Copied'),
          () => (status.textContent = 'Copy failed'),
        );
      }
      if (more.contains(item)) close();
    };
    box.onpointerover = more.ontoggle = load;
    box.addEventListener('focusin', load);
    // A block: a handler returning false would cancel the key (Enter would not open the menu).
    more.onkeydown = (event) => {
      if (event.key == 'Escape') close();
    };
    for (const type of ['click', 'focusin']) document.addEventListener(type, (event) => more.contains(event.target) || (more.open = false));
  }
}
