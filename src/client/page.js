// The only script content pages ship: mode toggle, version switch, mobile menu, thumbs rating.
// Inlined and kept tiny on purpose (content pages budget 2 KiB of JavaScript).
(() => {
  const d = document.documentElement;
  const store = (k, v) => { try { localStorage.setItem(k, v); } catch {} };
  const toggle = document.getElementById('mk-mode-toggle');
  if (toggle) {
    const sync = () => toggle.setAttribute('aria-pressed', String(d.dataset.theme === 'dark'));
    sync();
    toggle.addEventListener('click', () => {
      d.dataset.theme = d.dataset.theme === 'dark' ? 'light' : 'dark';
      store('mk-theme', d.dataset.theme);
      sync();
    });
  }
  const select = document.getElementById('mk-version-select');
  if (select) {
    select.value = d.dataset.version || select.value;
    select.addEventListener('change', () => {
      const option = select.selectedOptions[0];
      if (option.hasAttribute('data-external')) { location.href = option.dataset.href; return; }
      d.dataset.version = select.value;
      store('mk-version', select.value);
      const page = document.querySelector('[aria-current="page"]');
      // Stay on the page if it exists in the chosen version; otherwise go to that version's first page.
      if ((!page || page.offsetParent === null) && option.dataset.href) location.href = option.dataset.href;
    });
  }
  const menu = document.querySelector('.mk-menu-button');
  menu?.addEventListener('click', () => {
    const open = menu.getAttribute('aria-expanded') !== 'true';
    menu.setAttribute('aria-expanded', String(open));
    d.toggleAttribute('data-menu-open', open);
  });
  document.querySelectorAll('[data-mk-thumbs] button').forEach((b) =>
    b.addEventListener('click', () => {
      store(`mk-thumbs:${location.pathname}`, b.dataset.value);
      b.parentElement.querySelector('[role=status]').textContent = 'Thank you for your feedback!';
      b.parentElement.querySelectorAll('button').forEach((x) => x.setAttribute('aria-pressed', String(x === b)));
    }),
  );
})();
