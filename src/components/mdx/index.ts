// Mintlify-compatible author components, passed to every MDX page without imports.
// See ./names.ts for the list the build relies on.
export {};
