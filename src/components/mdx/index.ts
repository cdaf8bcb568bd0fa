// Mintlify-compatible author components, imported on demand into every MDX page by
// src/integration/markdown/remark-components.ts. Keep in step with ./names.ts.
export { default as Passthrough } from './Passthrough.astro';
