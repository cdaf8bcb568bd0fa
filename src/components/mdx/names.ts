/**
 * The author components every `.mdx` page can use without importing them. Each name is
 * exported by `./index.ts`; the remark plugin imports the ones a page uses from there.
 * Member names (`Tree.Folder`, `Color.Item`, `GitHub.Repo`) are properties of their root.
 */
export const MDX_COMPONENT_NAMES = [
  'Accordion',
  'AccordionGroup',
  'Badge',
  'Callout',
  'Card',
  'CardGroup',
  'Check',
  'CodeBlock',
  'CodeGroup',
  'Color',
  'Columns',
  'Danger',
  'Expandable',
  'Frame',
  'GitHub',
  'Github',
  'Icon',
  'Info',
  'Latex',
  'Mermaid',
  'Note',
  'Panel',
  'Param',
  'ParamField',
  'Prompt',
  'RequestExample',
  'ResponseExample',
  'ResponseField',
  'Step',
  'Steps',
  'Tab',
  'Tabs',
  'Tile',
  'Tip',
  'Tooltip',
  'Tree',
  'Update',
  'View',
  'Visibility',
  'Warning',
] as const satisfies readonly string[];

export type MdxComponentName = (typeof MDX_COMPONENT_NAMES)[number];
