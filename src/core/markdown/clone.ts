import type { ElementContent } from 'hast';

/**
 * A copy of a hast node, for inserting the same icon into many places of a tree: what
 * structuredClone does for these plain nodes, at a fraction of its cost per call (it was
 * paid for every code block and heading).
 */
export function cloneHast<T extends ElementContent>(node: T): T {
  if (node.type !== 'element') return { ...node };
  const properties: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(node.properties)) properties[name] = Array.isArray(value) ? [...value] : value;
  return { ...node, properties, children: node.children.map(cloneHast) } as T;
}
