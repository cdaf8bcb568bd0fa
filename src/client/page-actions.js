// The page actions menu (PageActions.astro), inlined only on pages that show it (at most 1 KiB):
// a disclosure (<details>) that Escape, a click outside and focus moving out close; copying
// the page's Markdown or the MCP address; and, on first opening, the MCP address from
// /.well-known/mcp.json, which only `mintaka serve`/`preview` answer: the options that need it
// stay hidden elsewhere (by CSS, while data-mcp is missing or empty). The status line fades by
// itself (page-actions.css).
{
  const more = document.querySelector('[data-mk-pa]');
  const box = more?.parentNode;
  if (more) {
    const status = box.lastElementChild;
    let mcp;
    // Placeholders the build left: the MCP address (Cursor's as base64 config) and the site's
    // origin when the build had no site URL.
    const fill = (url) => {
      const encode = encodeURIComponent;
      const values = { mcp64: btoa(`{"url":"${url}"}`), mcp: encode(url), origin: encode(location.origin) };
      for (const e of box.querySelectorAll('[data-href]')) e.href = e.dataset.href.replace(/\$(\w+)/g, (text, key) => values[key] ?? text);
      return (box.dataset.mcp = url);
    };
    const close = () => {
      more.open = false;
      more.firstElementChild.focus();
    };
    // A promise as the clipboard item keeps Safari's user gesture across the fetch.
    const copy = (text) => {
      status.textContent = '';
      navigator.clipboard.write([new ClipboardItem({ 'text/plain': text })]).then(
        () => (status.textContent = 'Copied'),
        () => (status.textContent = 'Copy failed'),
      );
    };
    box.onclick = (event) => {
      const item = event.target.closest('a, button');
      if (item?.dataset.copy != null) copy(item.dataset.copy ? mcp.then((url) => item.dataset.copy.replace('$mcp', url)) : fetch(box.dataset.md).then((r) => r.text()));
      if (more.contains(item)) close();
    };
    more.ontoggle = () => {
      if (more.open && !mcp) {
        fill('');
        mcp = fetch('/.well-known/mcp.json')
          .then((r) => r.json())
          .then((card) => card.remotes[0].url)
          .catch(() => '')
          .then(fill);
      }
    };
    // A block: a handler returning false would cancel the key (Enter would not open the menu).
    more.onkeydown = (event) => {
      if (event.key == 'Escape') close();
    };
    for (const type of ['click', 'focusin']) document.addEventListener(type, (event) => more.contains(event.target) || (more.open = false));
  }
}
