// What every view builder needs besides the piece of the document it describes.
import type { OpenApiDocument } from './document-types.ts';

export interface ViewOptions {
  /** `api.maintainOrder`: keep the spec's property order (default false: required first). */
  maintainOrder?: boolean;
  /** `api.baseUrl`: the server when the document declares none. */
  baseUrl?: string | string[];
}

export interface ViewContext {
  document: OpenApiDocument;
  refNames: WeakMap<object, string>;
  maintainOrder: boolean;
  baseUrl: string[];
}

export interface DocumentSource {
  document: OpenApiDocument;
  refNames: WeakMap<object, string>;
}

export function createViewContext(source: DocumentSource, options: ViewOptions = {}): ViewContext {
  const baseUrl = options.baseUrl === undefined ? [] : Array.isArray(options.baseUrl) ? options.baseUrl : [options.baseUrl];
  return { document: source.document, refNames: source.refNames, maintainOrder: options.maintainOrder ?? false, baseUrl };
}
