// The script every content page ships: mode toggle and mobile menu. Inlined and kept tiny on
// purpose (content pages budget 2 KiB of JavaScript); the version switch and the thumbs rating
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
  if (menu) menu.onclick = () => d.toggleAttribute('data-menu-open', (menu.ariaExpanded = menu.ariaExpanded != 'true'));
}
