// "Was this page helpful?" buttons (inlined only when feedback.thumbsRating is on). A block,
// not a function, and ARIA reflection (ariaPressed writes aria-pressed): fewer bytes.
{
  const box = document.querySelector('[data-mk-thumbs]');
  const buttons = box ? [...box.querySelectorAll('button')] : [];
  for (const b of buttons) {
    b.onclick = () => {
      try {
        localStorage[`mk-thumbs:${location.pathname}`] = b.dataset.value;
      } catch {}
      // The role=status element after the buttons (PageFooter.astro).
      box.lastElementChild.textContent = box.dataset.thanks || 'Thank you for your feedback!';
      for (const x of buttons) x.ariaPressed = x == b;
    };
  }
}
