// "Was this page helpful?" buttons (inlined only when feedback.thumbsRating is on).
document.querySelectorAll('[data-mk-thumbs] button').forEach((b) =>
  b.addEventListener('click', () => {
    try { localStorage.setItem(`mk-thumbs:${location.pathname}`, b.dataset.value); } catch {}
    b.parentElement.querySelector('[role=status]').textContent = 'Thank you for your feedback!';
    b.parentElement.querySelectorAll('button').forEach((x) => x.setAttribute('aria-pressed', String(x === b)));
  }),
);
