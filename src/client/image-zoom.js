// A click on a content image shows it full size in a modal dialog (Escape or a click closes
// it). Inlined only on pages with an image. Images marked `noZoom` (data-mk-nozoom) and images
// inside links or buttons are left alone.
(() => {
  if (window.mkZoom) return;
  window.mkZoom = 1;
  let dialog;
  document.addEventListener('click', (event) => {
    const img = event.target.closest?.('.mk-content img');
    if (!img || img.closest('a,button,[data-mk-nozoom]')) return;
    if (!dialog) {
      dialog = document.createElement('dialog');
      dialog.className = 'mk-zoom';
      dialog.onclick = () => dialog.close();
      dialog.append(new Image());
      document.body.append(dialog);
    }
    dialog.firstChild.src = img.currentSrc || img.src;
    dialog.firstChild.alt = img.alt;
    dialog.showModal();
  });
})();
