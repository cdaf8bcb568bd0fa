// Copy buttons of code blocks (src/integration/markdown/rehype-code-blocks.ts). Inlined only
// on pages with a code block, so it stays tiny (content pages budget 2 KiB of JavaScript).
// One listener for the page: blocks that CodeGroup moves into tabs keep working. The button
// holds an empty aria-live region; "Copied" appears there, so screen readers announce it.
// No run-once guard: a second copy of this script (a snippet with code blocks brings one) only
// copies the same text twice.
addEventListener('click', async (event) => {
  const button = event.target.closest('.mk-copy');
  if (!button) return;
  // The block's <pre> comes just before its button (rehype-code-blocks.ts, CodeBlock.astro).
  await navigator.clipboard.writeText(button.previousElementSibling.textContent);
  // Emptied again, so that the next copy is announced too.
  const status = button.lastChild;
  // Pages in another language say it in theirs (DocsPage.astro's <html data-copied>).
  status.textContent = document.documentElement.dataset.copied || 'Copied';
  setTimeout(() => (status.textContent = ''), 2000);
});
