const added = new Set<string>();

/** Adds a stylesheet's rules to the page, once: for what a module loaded on first use draws. */
export function addStyles(css: string): void {
  if (added.has(css)) return;
  added.add(css);
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}
