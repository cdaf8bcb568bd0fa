import { parseDocument, type Document } from 'yaml';

/** How many texts stay parsed: the config file, its `$ref` files and an OpenAPI document or two. */
const KEPT = 8;
const parsed = new Map<string, Document>();

/**
 * The YAML (or JSON) document of `text`, parsed once for many look-ups: messages and links are
 * located in the same config file one by one, and parsing a large docs.json for each of its
 * hundreds of redirects was 9 of a cold check's 22 s (pipecat's docs.json). Read only: callers
 * must not change it.
 */
export function parsedYamlDocument(text: string): Document {
  let document = parsed.get(text);
  if (document) return document;
  document = parseDocument(text);
  if (parsed.size >= KEPT) parsed.delete(parsed.keys().next().value!);
  parsed.set(text, document);
  return document;
}
