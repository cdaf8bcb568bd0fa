import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'vitest';
import { parse } from 'yaml';
import type { ApiResponse } from './http.ts';

// Checks the reference server against docs/api-reference/openapi.yaml: every response must be
// one the document lists for that operation, with the documented media type, headers and body
// schema. Request bodies are checked too, so the document and the server accept the same input.

const documentPath = fileURLToPath(new URL('../../../docs/api-reference/openapi.yaml', import.meta.url));

type Json = Record<string, any>;
export type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

export interface Contract {
  /** Asserts that `response` is a documented response of `method /api/user`. */
  expectDocumentedResponse(method: Method, response: ApiResponse): void;
  /** Asserts that a response to a method the path lacks matches the MethodNotAllowed response. */
  expectMethodNotAllowed(response: ApiResponse): void;
  /** Asserts that the document's request schema accepts (or refuses) `body`. */
  expectRequestValid(method: Method, body: unknown, valid: boolean): void;
  /** Documented `METHOD status` pairs that no call has produced yet. */
  listUnexercised(): string[];
}

export async function loadContract(): Promise<Contract> {
  const source = parse(await readFile(documentPath, 'utf8')) as Json;
  const document = (await $RefParser.dereference(source)) as Json;
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats.default(ajv);
  const validators = new Map<object, ValidateFunction>();
  const compile = (schema: object) => {
    let validate = validators.get(schema);
    if (!validate) validators.set(schema, (validate = ajv.compile(schema)));
    return validate;
  };
  const operationOf = (method: Method): Json => document.paths['/api/user'][method.toLowerCase()];
  const exercised = new Set<string>();

  function expectResponse(where: string, spec: Json, response: ApiResponse): void {
    const [mediaType, media] = Object.entries<Json>(spec.content)[0];
    expect(String(response.headers['content-type']), `${where}: Content-Type`).toMatch(new RegExp(`^${mediaType}(;|$)`));
    for (const [name, header] of Object.entries<Json>(spec.headers ?? {})) {
      const value = response.headers[name.toLowerCase()];
      expect(value, `${where}: header ${name}`).toBeDefined();
      const validate = compile(header.schema);
      expect(validate(value), `${where}: header ${name}: ${ajv.errorsText(validate.errors)}`).toBe(true);
    }
    const validate = compile(media.schema);
    expect(validate(response.body), `${where}: body ${response.text}: ${ajv.errorsText(validate.errors)}`).toBe(true);
  }

  return {
    expectDocumentedResponse(method, response) {
      const where = `${method} /api/user ${response.status}`;
      const spec = operationOf(method).responses[String(response.status)];
      expect(spec, `${where} is not a documented response (body ${response.text})`).toBeDefined();
      expectResponse(where, spec, response);
      exercised.add(`${method} ${response.status}`);
    },
    expectMethodNotAllowed(response) {
      expect(response.status).toBe(405);
      expectResponse('405', document.components.responses.MethodNotAllowed, response);
    },
    expectRequestValid(method, body, valid) {
      const validate = compile(operationOf(method).requestBody.content['application/json'].schema);
      expect(validate(body), `${method} request ${JSON.stringify(body)}: ${ajv.errorsText(validate.errors)}`).toBe(valid);
    },
    listUnexercised() {
      const documented = (['GET', 'PUT', 'POST', 'DELETE'] as const).flatMap((method) =>
        Object.keys(operationOf(method).responses).map((status) => `${method} ${status}`),
      );
      return documented.filter((pair) => !exercised.has(pair));
    },
  };
}
