// The version select of the top bar (inlined only on sites with versions, after page.js).
(() => {
  const d = document.documentElement;
  const select = document.getElementById('mk-version-select');
  if (!select) return;
  select.value = d.dataset.version || select.value;
  select.addEventListener('change', () => {
    const option = select.selectedOptions[0];
    if (option.hasAttribute('data-external')) { location.href = option.dataset.href; return; }
    d.dataset.version = select.value;
    try { localStorage.setItem('mk-version', select.value); } catch {}
    const page = document.querySelector('[aria-current="page"]');
    // Stay on the page if it exists in the chosen version; otherwise go to that version's first page.
    if ((!page || page.offsetParent === null) && option.dataset.href) location.href = option.dataset.href;
  });
})();
