/**
 * A field's name as it appears in Mintlify's anchors: words in lower case joined by `-`
 * (`onError` and `on_error` are `on-error`). Mintlify's ids: `param-<name>` for a
 * `<ParamField>`, `response-<name>` for a `<ResponseField>`; on generated API pages
 * `<location>-<name>` for parameters, `body-<path>` and `response-<path>` for schema fields,
 * nested names joined by `-` (`response-payload-user-security-keys`).
 */
export function fieldIdPart(name: string): string {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}
