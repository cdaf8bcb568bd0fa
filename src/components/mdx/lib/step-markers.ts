// <Step> cannot know its position or the title size its <Steps> asks for, so it leaves two
// markers that the enclosing <Steps> fills in once it has all its steps rendered to a string.
// Nested <Steps> resolve theirs first, so an outer group only sees its own.

export const TITLE_SIZES = ['p', 'h2', 'h3', 'h4'] as const;
export type TitleSize = (typeof TITLE_SIZES)[number];

export function toTitleSize(value: unknown): TitleSize | undefined {
  return TITLE_SIZES.find((size) => size === value);
}

/** Where the step number goes; `explicit` is the writer's `stepNumber`. */
export function markStepNumber(explicit: number | undefined): string {
  return explicit === undefined ? '<!--mk-step-n-->' : `<!--mk-step-n:${explicit}-->`;
}

/** A title whose tag the enclosing <Steps> decides. */
export function markInheritedTitle(html: string): string {
  return `<p class="mk-step-title" data-mk-inherit>${html}</p>`;
}

/** Numbers the steps in order (an explicit `stepNumber` restarts the count) and sizes titles. */
export function resolveSteps(html: string, titleSize: TitleSize): string {
  let next = 1;
  const numbered = html.replace(/<!--mk-step-n(?::(-?\d+))?-->/g, (_, explicit: string | undefined) => {
    const n = explicit === undefined ? next : Number(explicit);
    next = n + 1;
    return String(n);
  });
  return numbered.replace(/<p class="mk-step-title" data-mk-inherit>([\s\S]*?)<\/p>/g, `<${titleSize} class="mk-step-title">$1</${titleSize}>`);
}
