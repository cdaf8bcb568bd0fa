/** The colour settings of mint.json that become CSS custom properties. */
export interface ThemeColors {
  primary: string;
  light?: string;
  dark?: string;
  background?: { light?: string; dark?: string };
  anchors?: string | { from: string; via?: string; to: string };
}

/**
 * `:root` custom properties for a site's colours. Light mode uses `primary` for links and
 * active items and `dark` for buttons; dark mode uses `light` (Mintlify's semantics).
 */
export function themeCustomProperties(colors: ThemeColors, backgroundImage?: string): string {
  const vars: Record<string, string | undefined> = {
    '--mk-primary': colors.primary,
    '--mk-primary-light': colors.light ?? colors.primary,
    '--mk-primary-dark': colors.dark ?? colors.primary,
    '--mk-bg-light': colors.background?.light,
    '--mk-bg-dark': colors.background?.dark,
    '--mk-anchor-color': typeof colors.anchors === 'string' ? colors.anchors : undefined,
    '--mk-bg-image': backgroundImage ? `url(${JSON.stringify(backgroundImage)})` : undefined,
  };
  const body = Object.entries(vars)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}:${value}`)
    .join(';');
  return `:root{${body}}`;
}

/** CSS `background` for an anchor icon: a colour or a gradient (`from`, `via`, `to`). */
export function anchorBackground(color: string | { from: string; via?: string; to: string } | undefined): string | undefined {
  if (!color) return undefined;
  if (typeof color === 'string') return color;
  return `linear-gradient(45deg, ${[color.from, color.via, color.to].filter(Boolean).join(', ')})`;
}

export type ModeSetting = { default?: 'light' | 'dark'; isHidden?: boolean } | undefined;

/**
 * The inline script that sets the theme before first paint (no flash of the wrong mode):
 * forced mode, else the reader's stored choice, else `modeToggle.default`, else the OS.
 */
export function themeBootScript(mode: ModeSetting, versions: { names: string[]; pageVersion?: string; defaultVersion?: string }): string {
  const forced = mode?.isHidden && mode.default ? mode.default : '';
  // Every byte ships in every page's <head>: a block, not a function, scopes the variables, and
  // a forced mode needs no stored choice.
  const read = forced ? '' : `let t;try{t=localStorage['mk-theme']}catch{}`;
  const theme = forced ? JSON.stringify(forced) : `t||${mode?.default ? JSON.stringify(mode.default) : `(matchMedia('(prefers-color-scheme:dark)').matches?'dark':'light')`}`;
  if (!versions.names.length) return `{${read}document.documentElement.dataset.theme=${theme}}`;
  const names = JSON.stringify(versions.names);
  return (
    `{const d=document.documentElement;${read}d.dataset.theme=${theme};` +
    `let v=${JSON.stringify(versions.pageVersion ?? '')};try{v=v||localStorage.getItem('mk-version')||''}catch{}if(!${names}.includes(v))v=${JSON.stringify(versions.defaultVersion ?? '')};d.dataset.version=v}`
  );
}
