import { renderAccordion, renderAccordionGroup, renderExpandable } from './accordion.ts';
import { calloutPreset, renderCallout } from './callout.ts';
import { renderCard, renderCardGroup } from './card.ts';
import { renderLatex, renderMermaid } from './diagrams.ts';
import { renderParamField, renderResponseField } from './field.ts';
import { renderBadge, renderFrame, renderGitHub, renderIcon, renderTile, renderTooltip } from './media.ts';
import { renderSteps, renderStep } from './steps.ts';
import {
  renderColor,
  renderColorItem,
  renderColorRow,
  renderPanel,
  renderPassthrough,
  renderTree,
  renderTreeFile,
  renderTreeFolder,
  renderUpdate,
  renderVisibility,
} from './structure.ts';
import { renderCodeGroupComponent, renderTab, renderTabs } from './tabs.ts';
import type { ComponentRenderer } from './types.ts';

export type { ComponentRenderer, RenderContext, RenderChildren, RenderedSnippet, Props } from './types.ts';

/**
 * Every author component that renders as a function of its props and children, by the name a
 * page writes (aliases and members included: `Param`, `Columns`, `Tree.Folder`). Components not
 * listed (<CodeBlock>, <Prompt>) need Astro (its <Code> component, a bundled script): pages
 * that use them are compiled as MDX.
 */
export const COMPONENT_RENDERERS: Record<string, ComponentRenderer> = {
  Accordion: renderAccordion,
  AccordionGroup: renderAccordionGroup,
  Badge: renderBadge,
  Callout: renderCallout,
  Card: renderCard,
  CardGroup: renderCardGroup,
  Columns: renderCardGroup,
  Check: calloutPreset('check'),
  CodeGroup: renderCodeGroupComponent,
  Color: renderColor,
  'Color.Row': renderColorRow,
  'Color.Item': renderColorItem,
  Danger: calloutPreset('danger'),
  Expandable: renderExpandable,
  Frame: renderFrame,
  GitHub: renderGitHub,
  Github: renderGitHub,
  'GitHub.Repo': renderGitHub,
  'Github.Repo': renderGitHub,
  Icon: renderIcon,
  Info: calloutPreset('info'),
  Latex: renderLatex,
  Mermaid: renderMermaid,
  Note: calloutPreset('note'),
  Panel: renderPanel,
  Param: renderParamField,
  ParamField: renderParamField,
  Passthrough: renderPassthrough,
  RequestExample: (context, props, children) => renderCodeGroupComponent(context, { ...props, kind: 'request' }, children),
  ResponseExample: (context, props, children) => renderCodeGroupComponent(context, { ...props, kind: 'response' }, children),
  ResponseField: renderResponseField,
  Step: renderStep,
  Steps: renderSteps,
  Tab: renderTab,
  Tabs: renderTabs,
  Tile: renderTile,
  Tip: calloutPreset('tip'),
  Tooltip: renderTooltip,
  Tree: renderTree,
  'Tree.File': renderTreeFile,
  'Tree.Folder': renderTreeFolder,
  Update: renderUpdate,
  View: renderTab,
  Visibility: renderVisibility,
  Warning: calloutPreset('warning'),
};
