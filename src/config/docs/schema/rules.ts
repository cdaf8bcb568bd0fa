import type { z } from 'zod';
import { isRecord } from '../../raw-values.ts';
import { checkUniqueRedirectSources } from '../../redirect-sources.ts';
import { CHILD_KEYS } from './navigation.ts';

// Cross-field rules of docs.json, in one place: what one field cannot say alone. They run even
// when other fields failed (so every problem is reported at once), hence the defensive reads.

type Ctx = z.core.$RefinementCtx<unknown>;

/** The label key of each node kind, by the key its parent holds it under. */
const LABEL_OF: Record<string, string> = {
  products: 'product', languages: 'language', versions: 'version', tabs: 'tab', dropdowns: 'dropdown', anchors: 'anchor', groups: 'group',
};

/** A node holds one kind of children (or, except groups, only an `href`); walks the tree. */
function checkNode(node: Record<string, unknown>, path: PropertyKey[], kind: string | undefined, ctx: Ctx): void {
  const kinds = CHILD_KEYS.filter((key) => node[key] !== undefined);
  if (kinds.length > 1) {
    ctx.addIssue({
      code: 'custom',
      path,
      input: node,
      message: `expected one kind of children, found ${kinds.map((k) => `"${k}"`).join(' and ')} — keep one, and move the others inside its entries`,
    });
  }
  const linkOnly = typeof node.href === 'string';
  const generated = node.openapi !== undefined;
  if (kind !== undefined && kinds.length === 0 && !linkOnly && !generated) {
    const label = typeof node[LABEL_OF[kind] ?? ''] === 'string' ? ` "${node[LABEL_OF[kind]!]}"` : '';
    const allowed = kind === 'groups' ? '"pages"' : '"pages", "groups" or another kind of children, or an "href"';
    ctx.addIssue({
      code: 'custom',
      path,
      input: node,
      message: `expected ${allowed}, found nothing in${label} — add ${kind === 'groups' ? '"pages": ["introduction"]' : '"groups": [{ "group": "Guides", "pages": ["introduction"] }]'}`,
    });
  }
  for (const key of CHILD_KEYS) {
    const children = node[key];
    if (!Array.isArray(children)) continue;
    if (key === 'versions' || key === 'languages') checkSingleDefault(children, [...path, key], key, ctx);
    children.forEach((child, index) => {
      // Page entries are paths and operations, or groups (objects with "group").
      if (isRecord(child) && (key !== 'pages' || 'group' in child)) checkNode(child, [...path, key, index], key === 'pages' ? 'groups' : key, ctx);
    });
  }
}

function checkSingleDefault(nodes: unknown[], path: PropertyKey[], key: string, ctx: Ctx): void {
  const defaults = nodes.map((node, index) => (isRecord(node) && node.default === true ? index : -1)).filter((index) => index >= 0);
  for (const index of defaults.slice(1)) {
    ctx.addIssue({
      code: 'custom',
      path: [...path, index, 'default'],
      input: true,
      message: `expected one default in "${key}", found a second one (${key}[${defaults[0]}] is already the default) — remove "default": true from all but one`,
    });
  }
}

/** The root refinement of DocsConfigSchema. */
export function checkDocsCrossFieldRules(config: Record<string, unknown>, ctx: Ctx): void {
  if (isRecord(config.navigation)) checkNode(config.navigation, ['navigation'], undefined, ctx);
  checkUniqueRedirectSources(config.redirects, ctx);
}
