// The page's request samples (the side column rendered by RequestExamples.astro) follow the
// playground's inputs: generated samples are rebuilt from the same HAR the build used, author
// samples (x-codeSamples) stay as written. A sample equal to the build's gets its highlighted
// markup back; a changed one shows as plain text in the same block.
import type { RequestExample } from '../../core/snippets/index.ts';

export interface LiveSamples {
  update(examples: RequestExample[]): void;
}

export function connectLiveSamples(root: ParentNode): LiveSamples {
  const tabs = root.querySelector('mk-api-tabs[data-kind="request-samples"]');
  const panels = tabs ? ([...tabs.children].filter((child) => child.classList.contains('mk-api-tabpanel')) as HTMLElement[]) : [];
  const original = panels.map((panel) => ({ html: panel.innerHTML, text: panel.querySelector('pre')?.textContent ?? '' }));
  return {
    update(examples) {
      if (examples.length !== panels.length) return;
      examples.forEach((example, i) => {
        const panel = panels[i]!;
        if (example.origin !== 'generated' || panel.getAttribute('aria-label') !== example.label) return;
        const before = original[i]!;
        if (example.source.trimEnd() === before.text.trimEnd()) {
          if (panel.innerHTML !== before.html) panel.innerHTML = before.html;
          return;
        }
        let pre = panel.querySelector('pre');
        if (!pre) {
          pre = document.createElement('pre');
          panel.append(pre);
        }
        const code = document.createElement('code');
        code.textContent = example.source;
        pre.replaceChildren(code);
      });
    },
  };
}
