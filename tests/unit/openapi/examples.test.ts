import { describe, expect, it } from 'vitest';
import { generateExample, type SchemaObject } from '../../../src/core/openapi/index.ts';
import { loadFixture } from './helpers.ts';

const example = (schema: SchemaObject, direction: 'request' | 'response' | 'schema' = 'schema') => generateExample(schema, { direction });

describe('generateExample', () => {
  it('uses formats for strings', () => {
    expect(
      example({
        type: 'object',
        properties: {
          at: { type: 'string', format: 'date-time' },
          day: { type: 'string', format: 'date' },
          email: { type: 'string', format: 'email' },
          id: { type: 'string', format: 'uuid' },
          site: { type: 'string', format: 'uri' },
          plain: { type: 'string' },
        },
      }),
    ).toEqual({
      at: '2023-11-07T05:31:56Z',
      day: '2023-12-25',
      email: 'jsmith@example.com',
      id: '3c90c3cc-0d44-4b50-8888-8dd25736052a',
      site: 'https://example.com',
      plain: '<string>',
    });
  });

  it('prefers const, then a written example, then default, then the first enum value', () => {
    expect(example({ type: 'string', const: 'fixed', example: 'x', default: 'y', enum: ['z'] })).toBe('fixed');
    expect(example({ type: 'string', example: 'x', default: 'y' })).toBe('x');
    expect(example({ type: 'string', examples: ['from 3.1'] })).toBe('from 3.1');
    expect(example({ type: 'integer', default: 20, enum: [1] })).toBe(20);
    expect(example({ type: 'string', enum: ['available', 'sold'] })).toBe('available');
  });

  it('keeps numbers inside minimum and maximum', () => {
    expect(example({ type: 'integer' })).toBe(123);
    expect(example({ type: 'integer', minimum: 1, maximum: 100 })).toBe(1);
    expect(example({ type: 'integer', minimum: 500 })).toBe(500);
    expect(example({ type: 'integer', maximum: 10 })).toBe(10);
    expect(example({ type: 'integer', minimum: 500, exclusiveMinimum: true })).toBe(501);
    expect(example({ type: 'number', exclusiveMinimum: 0, exclusiveMaximum: 1 })).toBe(0.1);
    expect(example({ type: 'number', minimum: 1000, multipleOf: 0.01 })).toBe(1000);
  });

  it('respects string length bounds', () => {
    expect(example({ type: 'string', minLength: 12 })).toBe('<string>xxxx');
    expect(example({ type: 'string', maxLength: 3 })).toBe('xxx');
  });

  it('puts one item in arrays (or minItems items)', () => {
    expect(example({ type: 'array', items: { type: 'boolean' } })).toEqual([true]);
    expect(example({ type: 'array', minItems: 2, items: { type: 'integer' } })).toEqual([123, 123]);
    expect(example({ type: 'array', prefixItems: [{ type: 'string' }, { type: 'integer' }] })).toEqual(['<string>', 123]);
  });

  it('merges allOf and takes the first oneOf option, filling the discriminator', async () => {
    const loaded = await loadFixture('petstore.yaml');
    const { Pet, Cat } = loaded.document.components!.schemas!;
    const options = { direction: 'response' as const, refNames: loaded.refNames };
    expect(generateExample(Cat, options)).toEqual({ id: 123, name: '<string>', kind: '<string>', createdAt: '2023-11-07T05:31:56Z', lives: 1 });
    expect(generateExample(Pet, options)).toEqual({ id: 123, name: '<string>', kind: 'dog', createdAt: '2023-11-07T05:31:56Z', bark: 'soft' });
  });

  it('leaves out readOnly properties in requests and writeOnly ones in responses', async () => {
    const loaded = await loadFixture('petstore.yaml');
    const base = loaded.document.components!.schemas!.BasePet;
    expect(Object.keys(generateExample(base, { direction: 'request' }) as object)).toEqual(['name', 'kind', 'secret']);
    expect(Object.keys(generateExample(base, { direction: 'response' }) as object)).toEqual(['id', 'name', 'kind', 'createdAt']);
  });

  it('stops at recursion and stays deterministic', async () => {
    const loaded = await loadFixture('circular.yaml');
    const { Node, Person } = loaded.document.components!.schemas!;
    expect(example(Node)).toEqual({ value: '<string>', children: [] });
    expect(example(Person)).toEqual({ name: '<string>', employer: {} });
    expect(example(Person)).toEqual(example(Person));
  });

  it('uses nullable types and type arrays sensibly', () => {
    expect(example({ type: ['null', 'string'] })).toBe('<string>');
    expect(example({ type: 'null' })).toBeNull();
    expect(example({ anyOf: [{ type: 'null' }, { type: 'integer' }] })).toBe(123);
    expect(example({})).toBe('<any>');
  });
});
