/** The two themes switched by the mode toggle (CSS variables --shiki-light / --shiki-dark). */
export const CODE_THEMES = { light: 'github-light', dark: 'github-dark' } as const;
