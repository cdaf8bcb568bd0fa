import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import $RefParser from '@apidevtools/json-schema-ref-parser';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';

// The User Group API document is the contract the guide pages render and the reference
// server in server/ implements; these checks keep it a valid, fully exampled OpenAPI 3.1 file.

const root = fileURLToPath(new URL('../../', import.meta.url));
const documentPath = `${root}docs/api-reference/openapi.yaml`;
const methods = ['get', 'put', 'post', 'delete'] as const;

type Json = Record<string, any>;

let source: Json;
let document: Json;

beforeAll(async () => {
  source = parse(await readFile(documentPath, 'utf8')) as Json;
  // Dereference a copy so each schema and example can be checked on its own.
  document = (await $RefParser.dereference(structuredClone(source))) as Json;
});

function createAjv(): Ajv2020 {
  const ajv = new Ajv2020({ strict: true, allowUnionTypes: true, allErrors: true });
  addFormats.default(ajv);
  return ajv;
}

function listOperations(): Array<{ method: string; operation: Json }> {
  return methods.map((method) => ({ method, operation: document.paths['/api/user'][method] }));
}

function listExamples(media: Json): Array<[string, unknown]> {
  return Object.entries(media.examples ?? {}).map(([name, example]) => [name, (example as Json).value]);
}

describe('User Group API OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(documentPath);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('serves the local reference server and the Token credential scheme', () => {
    expect(source.servers).toEqual([
      { url: 'http://localhost:4010', description: 'Local reference server (npm run server)' },
    ]);
    expect(source.security).toEqual([{ TokenAuth: [] }]);
    const scheme = source.components.securitySchemes.TokenAuth;
    expect(scheme).toMatchObject({ type: 'apiKey', in: 'header', name: 'Authorization' });
    expect(scheme.description.startsWith('Token <API_TOKEN>')).toBe(true);
  });

  it('has exactly the four operations on /api/user', () => {
    expect(Object.keys(source.paths)).toEqual(['/api/user']);
    const present = Object.keys(source.paths['/api/user']).filter((key) => !['summary', 'description'].includes(key));
    expect(present.sort()).toEqual(['delete', 'get', 'post', 'put']);
  });

  it.each(methods)('gives %s an operationId, summary, description and the User groups tag', (method) => {
    const operation = document.paths['/api/user'][method];
    expect(operation.operationId).toMatch(/^[a-z][A-Za-z]+$/);
    expect(operation.summary.length).toBeGreaterThan(0);
    expect(operation.description.length).toBeGreaterThan(40);
    expect(operation.tags).toEqual(['User groups']);
  });

  it('gives every operation a required JSON request body with examples', () => {
    for (const { method, operation } of listOperations()) {
      const media = operation.requestBody?.content?.['application/json'];
      expect(operation.requestBody?.required, method).toBe(true);
      expect(listExamples(media).length, method).toBeGreaterThan(0);
    }
  });

  it('gives every response a JSON body with at least one example', () => {
    for (const { method, operation } of listOperations()) {
      for (const [status, response] of Object.entries<Json>(operation.responses)) {
        const media = response.content?.['application/json'];
        expect(media, `${method} ${status}`).toBeDefined();
        expect(listExamples(media).length, `${method} ${status}`).toBeGreaterThan(0);
      }
    }
  });

  it('documents the decided status codes', () => {
    const statuses = Object.fromEntries(
      listOperations().map(({ method, operation }) => [method, Object.keys(operation.responses)]),
    );
    expect(statuses).toEqual({
      get: ['200', '201', '400', '401', '409', '413', '415', '500'],
      put: ['200', '400', '401', '404', '413', '415', '500'],
      post: ['200', '400', '401', '404', '413', '415', '500'],
      delete: ['200', '400', '401', '404', '409', '413', '415', '500'],
    });
    expect(Object.keys(document.components.responses.MethodNotAllowed.content)).toEqual(['application/json']);
  });

  it('has request and response examples that validate against their schemas', () => {
    const ajv = createAjv();
    const failures: string[] = [];
    for (const { method, operation } of listOperations()) {
      const media = [
        [`${method} request`, operation.requestBody.content['application/json']],
        ...Object.entries<Json>(operation.responses).map(([status, response]) => [
          `${method} ${status}`,
          response.content['application/json'],
        ]),
      ] as Array<[string, Json]>;
      for (const [where, content] of media) {
        const validate = ajv.compile(content.schema);
        for (const [name, value] of listExamples(content)) {
          if (!validate(value)) failures.push(`${where} example "${name}": ${ajv.errorsText(validate.errors)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('has schema-level examples that validate against their schemas', () => {
    const ajv = createAjv();
    const failures: string[] = [];
    for (const [name, schema] of Object.entries<Json>(document.components.schemas)) {
      const validate = ajv.compile(schema);
      for (const value of schema.examples ?? []) {
        if (!validate(value)) failures.push(`${name}: ${ajv.errorsText(validate.errors)}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('uses error examples whose codes are in the error code list', () => {
    const codes: string[] = document.components.schemas.Error.properties.code.enum;
    const used = Object.values<Json>(source.components.examples)
      .map((example) => example.value?.error?.code)
      .filter(Boolean);
    expect(used.length).toBeGreaterThan(10);
    for (const code of used) expect(codes).toContain(code);
  });
});

describe('User Group API guide pages', () => {
  const pages = {
    'get-or-create': 'GET',
    update: 'PUT',
    'rotate-token': 'POST',
    delete: 'DELETE',
  };

  it.each(Object.entries(pages))('endpoints/%s.mdx points at %s /api/user in the document', async (page, method) => {
    const text = await readFile(`${root}docs/user-group-api/endpoints/${page}.mdx`, 'utf8');
    const frontmatter = parse(text.split('---')[1]) as Json;
    expect(frontmatter.openapi).toBe(`docs/api-reference/openapi.yaml ${method} /api/user`);
    expect(frontmatter.title).toBe(document.paths['/api/user'][method.toLowerCase()].summary);
  });
});
