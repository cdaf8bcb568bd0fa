import { describe, expect, it } from 'vitest';
import { buildSchemaTree, type SchemaNode, type SchemaObject } from '../../../src/core/openapi/index.ts';
import { loadFixture } from './helpers.ts';

const noNames = new WeakMap<object, string>();
const tree = (schema: SchemaObject, direction: 'request' | 'response' | 'schema' = 'schema', maintainOrder = false, refNames = noNames) =>
  buildSchemaTree(schema, { direction, maintainOrder, refNames });

function propertyNames(node: SchemaNode): string[] {
  if (node.kind !== 'object') throw new Error(`expected an object node, got ${node.kind}`);
  return node.properties.map((property) => property.name);
}

describe('buildSchemaTree', () => {
  it('describes scalars with type, format, enum, default, example and constraints', () => {
    const node = tree({ type: 'integer', format: 'int32', minimum: 1, maximum: 100, default: 20, example: 5, description: 'How many' });
    expect(node).toEqual({
      kind: 'scalar',
      type: 'integer',
      types: ['integer'],
      typeLabel: 'integer<int32>',
      description: 'How many',
      format: 'int32',
      default: 20,
      example: 5,
      nullable: false,
      deprecated: false,
      readOnly: false,
      writeOnly: false,
      constraints: { minimum: 1, maximum: 100 },
    });
    expect(tree({ type: 'string', enum: ['a', 'b'] }).typeLabel).toBe('enum<string>');
    expect(tree({ type: 'string', nullable: true }).typeLabel).toBe('string | null');
    expect(tree({ type: ['string', 'null'], format: 'email' }).typeLabel).toBe('string<email> | null');
    expect(tree({ type: ['string', 'integer'] })).toMatchObject({ kind: 'scalar', type: 'any', types: ['string', 'integer'], typeLabel: 'string | integer' });
    expect(tree({}).typeLabel).toBe('any');
  });

  it('expands objects and arrays, labelling arrays by their items', () => {
    const node = tree({ type: 'array', items: { type: 'object', properties: { id: { type: 'string' } } } });
    expect(node.kind).toBe('array');
    expect(node.typeLabel).toBe('object[]');
    expect(node.kind === 'array' && propertyNames(node.items)).toEqual(['id']);
    expect(tree({ type: 'array', items: { type: 'string', format: 'uuid' } }).typeLabel).toBe('string<uuid>[]');
    expect(tree({ type: 'object', additionalProperties: { type: 'integer' } })).toMatchObject({ kind: 'object', properties: [], additionalProperties: { typeLabel: 'integer' } });
  });

  it('puts required properties first unless api.maintainOrder is set', () => {
    const schema: SchemaObject = { type: 'object', required: ['c', 'a'], properties: { a: {}, b: {}, c: {}, d: {} } };
    expect(propertyNames(tree(schema))).toEqual(['a', 'c', 'b', 'd']);
    expect(propertyNames(tree(schema, 'schema', true))).toEqual(['a', 'b', 'c', 'd']);
  });

  it('merges allOf into one object: properties and required lists combined', async () => {
    const loaded = await loadFixture('petstore.yaml');
    const cat = loaded.document.components!.schemas!.Cat;
    const node = tree(cat, 'schema', true, loaded.refNames);
    expect(node).toMatchObject({ kind: 'object', title: 'Cat', refName: 'Cat' });
    expect(node.kind === 'object' && node.properties.map((p) => [p.name, p.required])).toEqual([
      ['id', false],
      ['name', true],
      ['kind', true],
      ['secret', false],
      ['createdAt', false],
      ['lives', true],
    ]);
  });

  it('omits readOnly properties from requests and writeOnly ones from responses', async () => {
    const loaded = await loadFixture('petstore.yaml');
    const dog = loaded.document.components!.schemas!.Dog;
    expect(propertyNames(tree(dog, 'request', true, loaded.refNames))).toEqual(['name', 'kind', 'secret', 'bark']);
    expect(propertyNames(tree(dog, 'response', true, loaded.refNames))).toEqual(['id', 'name', 'kind', 'createdAt', 'bark']);
    expect(propertyNames(tree(dog, 'schema', true, loaded.refNames))).toEqual(['id', 'name', 'kind', 'secret', 'createdAt', 'bark']);
  });

  it('lists oneOf alternatives by title, else $ref name, else "Option N", with the discriminator mapping', async () => {
    const loaded = await loadFixture('petstore.yaml');
    const node = tree(loaded.document.components!.schemas!.Pet, 'response', false, loaded.refNames);
    expect(node.kind).toBe('union');
    if (node.kind !== 'union') return;
    expect(node.combinator).toBe('oneOf');
    expect(node.options.map((option) => option.name)).toEqual(['Dog', 'Cat']);
    expect(node.discriminator).toEqual({ propertyName: 'kind', mapping: [{ value: 'dog', option: 'Dog' }, { value: 'cat', option: 'Cat' }] });
    // Without a mapping, the discriminator values are the schema names.
    const newPet = tree(loaded.document.components!.schemas!.NewPet, 'request', false, loaded.refNames);
    expect(newPet.kind === 'union' && newPet.discriminator?.mapping).toEqual([{ value: 'Dog', option: 'Dog' }, { value: 'Cat', option: 'Cat' }]);
    const anonymous = tree({ anyOf: [{ type: 'string' }, { type: 'object', properties: { a: {} } }] });
    expect(anonymous).toMatchObject({ kind: 'union', combinator: 'anyOf', typeLabel: 'string | object' });
    expect(anonymous.kind === 'union' && anonymous.options.map((option) => option.name)).toEqual(['Option 1', 'Option 2']);
  });

  it('adds the shared properties of a oneOf schema to each alternative', () => {
    const node = tree({
      type: 'object',
      properties: { id: { type: 'string' } },
      oneOf: [
        { title: 'Card', properties: { number: { type: 'string' } } },
        { title: 'Bank', properties: { iban: { type: 'string' } } },
      ],
    });
    expect(node.kind === 'union' && node.options.map((option) => [option.name, propertyNames(option.node)])).toEqual([
      ['Card', ['id', 'number']],
      ['Bank', ['id', 'iban']],
    ]);
  });

  it('reads anyOf [X, null] as a nullable X', () => {
    expect(tree({ anyOf: [{ type: 'string' }, { type: 'null' }], description: 'A note' })).toMatchObject({
      kind: 'scalar',
      typeLabel: 'string | null',
      nullable: true,
      description: 'A note',
    });
  });

  it('shows recursion as a circular node instead of expanding it again', async () => {
    const loaded = await loadFixture('circular.yaml');
    const { Node, Person } = loaded.document.components!.schemas!;
    const node = tree(Node, 'schema', true, loaded.refNames);
    expect(node.kind === 'object' && node.properties[1].node).toMatchObject({
      kind: 'array',
      typeLabel: 'Node[]',
      items: { kind: 'circular', name: 'Node', typeLabel: 'Node' },
    });
    const person = tree(Person, 'schema', true, loaded.refNames);
    const employer = person.kind === 'object' ? person.properties[1].node : undefined;
    expect(employer).toMatchObject({ kind: 'object', refName: 'Company' });
    expect(employer?.kind === 'object' && employer.properties[0].node).toMatchObject({ kind: 'circular', name: 'Person' });
    // The tree is finite, JSON-safe data.
    expect(() => JSON.stringify(person)).not.toThrow();
  });

  it('stops at a depth limit for very deep schemas', () => {
    let schema: SchemaObject = { type: 'string' };
    for (let i = 0; i < 100; i++) schema = { type: 'object', properties: { next: schema } };
    const node = buildSchemaTree(schema, { direction: 'schema', maintainOrder: false, refNames: noNames, maxDepth: 5 });
    expect(JSON.stringify(node)).toContain('"kind":"circular"');
  });
});
