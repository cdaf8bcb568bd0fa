/**
 * The author components every `.mdx` page can use without importing them. Each name is
 * exported by `./index.ts`; the remark plugin imports the ones a page uses from there.
 */
export const MDX_COMPONENT_NAMES = [] as const satisfies readonly string[];
