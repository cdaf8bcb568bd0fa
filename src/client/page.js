// The script every content page ships: mode toggle and mobile menu. Inlined and kept tiny on
// purpose (content pages budget 2 KiB of JavaScript); the version switch and the thumbs rating
// come with it only on pages that show them (version-switch.js, thumbs.js).
(() => {
  const d = document.documentElement;
  const toggle = document.getElementById('mk-mode-toggle');
  if (toggle) {
    const sync = () => toggle.setAttribute('aria-pressed', String(d.dataset.theme === 'dark'));
    sync();
    toggle.addEventListener('click', () => {
      d.dataset.theme = d.dataset.theme === 'dark' ? 'light' : 'dark';
      try { localStorage.setItem('mk-theme', d.dataset.theme); } catch {}
      sync();
    });
  }
  const menu = document.querySelector('.mk-menu-button');
  menu?.addEventListener('click', () => {
    const open = menu.getAttribute('aria-expanded') !== 'true';
    menu.setAttribute('aria-expanded', String(open));
    d.toggleAttribute('data-menu-open', open);
  });
})();
