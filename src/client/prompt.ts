// <mk-prompt>: copies the prompt as written (its data-prompt) and says whether it could.
customElements.get('mk-prompt') ||
  customElements.define(
    'mk-prompt',
    class extends HTMLElement {
      connectedCallback() {
        this.querySelector('.mk-prompt-copy')?.addEventListener('click', () => {
          const status = this.querySelector('[role=status]')!;
          // A refused write (no clipboard permission, the page not focused) is said too, not left silent.
          navigator.clipboard.writeText(this.dataset.prompt ?? '').then(
            () => (status.textContent = 'Prompt copied'),
            () => (status.textContent = 'The prompt could not be copied: select it and copy it'),
          );
        });
      }
    },
  );

export {};
