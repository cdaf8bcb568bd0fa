// The version and language selects of docs.json sites (Switcher.astro): choosing one goes to
// this page there (or its first page) and remembers the choice for the next visit.
for (const select of document.querySelectorAll('[data-mk-switch]')) {
  select.onchange = () => {
    const option = select.selectedOptions[0];
    if (!option.hasAttribute('data-external')) {
      try {
        localStorage[`mk-${select.dataset.mkSwitch}`] = select.value;
      } catch {}
    }
    location.href = option.dataset.href;
  };
}
