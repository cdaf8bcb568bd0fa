// <mk-prompt>: copies the prompt as written (its data-prompt) and says whether it could.
customElements.get('mk-prompt') ||
  customElements.define(
    'mk-prompt',
    class extends HTMLElement {
      connectedCallback() {
        const button = this.querySelector<HTMLButtonElement>('.mk-prompt-copy');
        button?.addEventListener('click', () => {
          const status = this.querySelector('[role=status]')!;
          // A refused write (no clipboard permission, the page not focused) is said too, not left silent.
          navigator.clipboard.writeText(this.dataset.prompt ?? '').then(
            () => {
              status.textContent = 'Prompt copied';
              // Seen as well as heard: the button says so for two seconds, as code blocks' do.
              button.textContent = 'Copied';
              setTimeout(() => (button.textContent = 'Copy prompt'), 2000);
            },
            () => (status.textContent = 'The prompt could not be copied: select it and copy it'),
          );
        });
      }
    },
  );

export {};
