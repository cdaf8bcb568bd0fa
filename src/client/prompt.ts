// <mk-prompt>: copies the prompt as written (its data-prompt) and says so.
customElements.get('mk-prompt') ||
  customElements.define(
    'mk-prompt',
    class extends HTMLElement {
      connectedCallback() {
        this.querySelector('.mk-prompt-copy')?.addEventListener('click', async () => {
          await navigator.clipboard.writeText(this.dataset.prompt ?? '');
          this.querySelector('[role=status]')!.textContent = 'Prompt copied';
        });
      }
    },
  );

export {};
