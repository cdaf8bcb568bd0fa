// The browser-safe part of the OpenAPI core (no Node imports): what the playground needs to
// turn an operation view and the reader's input into a request.
export { operationToHar, AUTH_PLACEHOLDERS, type HarInput, type AuthValue } from './har.ts';
export type { HarRequest, HarNameValue, HarPostData, HarPostParam } from './har-types.ts';
export { expandServerUrl } from './servers.ts';
