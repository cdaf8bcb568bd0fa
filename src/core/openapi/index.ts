export { loadOpenApiDocument } from './load.ts';
export { listOperations } from './operations.ts';
export { buildOperationView } from './operation-view.ts';
