// The script every content page ships: mode toggle, mobile menu and the tab row. Inlined and
// kept tiny on purpose (content pages budget 2 KiB of JavaScript); the version switch and the thumbs rating
// come with it only on pages that show them (version-switch.js, thumbs.js).
// ARIA reflection: setting ariaPressed/ariaExpanded writes the attribute ("true"/"false").
// A block, not a function, keeps the names local: the same scoping in fewer bytes.
{
  const d = document.documentElement;
  const data = d.dataset;
  const toggle = document.getElementById('mk-mode-toggle');
  const menu = document.querySelector('.mk-menu-button');
  const sync = () => (toggle.ariaPressed = data.theme == 'dark');
  if (toggle) {
    sync();
    toggle.onclick = () => {
      // The theme changes even where storage throws (the inner assignment runs first).
      try {
        localStorage['mk-theme'] = data.theme = data.theme == 'dark' ? 'light' : 'dark';
      } catch {}
      sync();
    };
  }
  if (menu) {
    // Open, the menu covers the page: what is behind it is inert (out of the Tab order and of
    // assistive technology), Escape closes it, and so does a screen grown past the menu's width.
    const show = (open) => {
      d.toggleAttribute('data-menu-open', (menu.ariaExpanded = open));
      for (const e of document.querySelectorAll('.mk-main,.mk-tabs,.mk-footer')) e.inert = open;
    };
    menu.onclick = () => show(menu.ariaExpanded != 'true');
    document.addEventListener('keydown', (e) => {
      if (e.key == 'Escape' && menu.ariaExpanded == 'true') show(false), menu.focus();
    });
    matchMedia('(min-width:50.01rem)').onchange = () => show(false);
  }
  // A tab row wider than the screen scrolls sideways: the current tab is shown. (Not with
  // scrollIntoView, which moves where the Tab key starts from, past the skip link.)
  const tab = document.querySelector('.mk-tabs [aria-current]');
  if (tab) {
    const row = tab.parentElement.parentElement;
    row.scrollLeft = tab.getBoundingClientRect().right - row.getBoundingClientRect().left - row.clientWidth + 20;
  }
}
