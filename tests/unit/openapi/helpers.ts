import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadOpenApiDocument, type LoadedDocument } from '../../../src/core/openapi/index.ts';

export const fixturesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/openapi');

export async function loadFixture(file: string): Promise<LoadedDocument> {
  const result = await loadOpenApiDocument(file, { baseDir: fixturesDir });
  if (!result.ok) throw new Error(result.error.message);
  return result;
}
