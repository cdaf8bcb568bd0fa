// Mintlify-compatible author components, imported on demand into every MDX page by
// src/integration/markdown/remark-components.ts. Keep in step with ./names.ts (a build test
// checks that the two lists agree).
import ColorRoot from './Color.astro';
import ColorItem from './ColorItem.astro';
import ColorRow from './ColorRow.astro';
import GitHubRepo from './GitHub.astro';
import TreeRoot from './Tree.astro';
import TreeFile from './TreeFile.astro';
import TreeFolder from './TreeFolder.astro';

export { default as Accordion } from './Accordion.astro';
export { default as AccordionGroup } from './AccordionGroup.astro';
export { default as Badge } from './Badge.astro';
export { default as Callout } from './Callout.astro';
export { default as Card } from './Card.astro';
export { default as CardGroup } from './CardGroup.astro';
export { default as Columns } from './CardGroup.astro';
export { default as Check } from './Check.astro';
export { default as CodeBlock } from './CodeBlock.astro';
export { default as CodeGroup } from './CodeGroup.astro';
export { default as Danger } from './Danger.astro';
export { default as Expandable } from './Expandable.astro';
export { default as Frame } from './Frame.astro';
export { default as Icon } from './Icon.astro';
export { default as Info } from './Info.astro';
export { default as Latex } from './Latex.astro';
export { default as Mermaid } from './Mermaid.astro';
export { default as Note } from './Note.astro';
export { default as Panel } from './Panel.astro';
export { default as Param } from './ParamField.astro';
export { default as ParamField } from './ParamField.astro';
export { default as Passthrough } from './Passthrough.astro';
export { default as Prompt } from './Prompt.astro';
export { default as RequestExample } from './RequestExample.astro';
export { default as ResponseExample } from './ResponseExample.astro';
export { default as ResponseField } from './ResponseField.astro';
export { default as Step } from './Step.astro';
export { default as Steps } from './Steps.astro';
export { default as Tab } from './Tab.astro';
export { default as Tabs } from './Tabs.astro';
export { default as Tile } from './Tile.astro';
export { default as Tip } from './Tip.astro';
export { default as Tooltip } from './Tooltip.astro';
export { default as Update } from './Update.astro';
// A <View> is a tab of the view switcher the remark plugin builds from consecutive views.
export { default as View } from './Tab.astro';
export { default as Visibility } from './Visibility.astro';
export { default as Warning } from './Warning.astro';

// `<Tree.Folder>` compiles to `Tree.Folder`: the members hang off the root component.
export const Tree = Object.assign(TreeRoot, { Folder: TreeFolder, File: TreeFile });
export const Color = Object.assign(ColorRoot, { Row: ColorRow, Item: ColorItem });
export const GitHub = Object.assign(GitHubRepo, { Repo: GitHubRepo });
export const Github = GitHub;
