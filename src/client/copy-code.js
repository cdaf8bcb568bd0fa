// Copy buttons of code blocks (src/integration/markdown/rehype-code-blocks.ts). Inlined only
// on pages with a code block, so it stays tiny (content pages budget 2 KiB of JavaScript).
// One listener for the page: blocks that CodeGroup moves into tabs keep working. The button
// holds an empty aria-live region; "Copied" appears there, so screen readers announce it.
// No run-once guard: a second copy of this script (a snippet with code blocks brings one) only
// copies the same text twice.
// The block's <pre> comes just before its button (rehype-code-blocks.ts, CodeBlock.astro); the
// status is emptied again, so that the next copy is announced too. Default parameters name the
// button and its status in fewer bytes than statements.
addEventListener(
  'click',
  async (event, button = event.target.closest('.mk-copy'), status = button?.lastChild) =>
    button && (await navigator.clipboard.writeText(button.previousElementSibling.textContent), (status.textContent = 'Copied'), setTimeout(() => (status.textContent = ''), 2e3)),
);
