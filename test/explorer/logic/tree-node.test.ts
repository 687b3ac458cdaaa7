// The schema tree's model on a document shaped like OpenAI's chat completion request: a body merged from allOf,
// messages as a oneOf with a discriminator on `role`, a model as anyOf string | enum, numbers that may be null,
// consts, per-field examples, a tree that contains itself, and response headers per status.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { parse } from 'yaml';
import type { JsonSchema } from '../../../explorer/src/catalogue/types.ts';
import { SchemaTree } from '../../../explorer/src/components/schema-tree.tsx';
import { headerFields } from '../../../explorer/src/docs/reference.ts';
import { describeSchema } from '../../../explorer/src/schema/describe.ts';
import { type TreeNode, treeNode } from '../../../explorer/src/schema/tree-node.ts';
import { slimDocument } from '../../../explorer/vite/slim-document.ts';

// The tree's model links navigate the app (its stores and catalogue, a build-time module): here, plain text.
vi.mock('../../../explorer/src/components/model-link.tsx', () => ({ ModelLink: ({ name }: { name: string }) => name }));

const document = parse(readFileSync(fileURLToPath(new URL('../../fixtures/docs/chat-union.yaml', import.meta.url)), 'utf8')) as Record<string, unknown>;
const detail = slimDocument(document).detail('createChatCompletion')!;
const { schemas } = detail;
const body = treeNode(detail.requestBody!.schema, schemas, 'request');
const field = (node: TreeNode, name: string): TreeNode => {
  const found = node.fields.find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name} in ${node.fields.map((f) => f.name).join(', ')}`);
  return treeNode(found.schema, schemas, 'request');
};
const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });

describe('the schema tree model', () => {
  it('merges allOf into one object, with the required marks of every part', () => {
    expect(body.fields.map((f) => [f.name, f.required])).toEqual([
      ['user', false],
      ['metadata', false],
      ['messages', true],
      ['model', true],
      ['temperature', false],
      ['tools', false],
      ['tool_choice', false],
    ]);
  });

  it('shows a oneOf with a discriminator as its variants, each with the value of role that selects it', () => {
    const messages = field(body, 'messages');
    expect(messages.type).toBe('array of (System message | User message | Assistant message | ToolMessage), at least 1 item');
    expect(messages.description).toBe('The conversation so far.');
    expect(messages.components).toEqual(['ChatCompletionRequestMessage']);
    expect(messages.union).toEqual({
      kind: 'oneOf',
      discriminator: 'role',
      more: 0,
      variants: [
        { label: 'System message', component: 'SystemMessage', discriminatorValue: 'system', schema: ref('SystemMessage') },
        { label: 'User message', component: 'UserMessage', discriminatorValue: 'user', schema: ref('UserMessage') },
        { label: 'Assistant message', component: 'AssistantMessage', discriminatorValue: 'assistant', schema: ref('AssistantMessage') },
        { label: 'ToolMessage', component: 'ToolMessage', discriminatorValue: 'tool', schema: ref('ToolMessage') },
      ],
    });
    // Inside a variant: its description, its fields, and a const (or an enum of one) as its value.
    const system = treeNode(messages.union!.variants[0]!.schema, schemas, 'request');
    expect(system.description).toBe('Instructions the model follows, whatever the user says.');
    expect(field(system, 'role').type).toBe('"system"');
    expect(field(system, 'name').examples).toEqual(['operator']);
    const tool = treeNode(ref('ToolMessage'), schemas, 'request');
    expect(field(tool, 'role').type).toBe('"tool"');
    // A discriminator without a mapping takes each variant's const.
    const parts = field(treeNode(ref('UserMessage'), schemas, 'request'), 'content').union!.variants;
    expect(parts.map((v) => v.label)).toEqual(['Text', 'Parts']);
    const part = treeNode(parts[1]!.schema, schemas, 'request');
    expect(part.type).toBe('array of (TextPart | ImagePart)');
    expect(part.union!.variants.map((v) => [v.label, v.discriminatorValue])).toEqual([
      ['TextPart', 'text'],
      ['ImagePart', 'image_url'],
    ]);
  });

  it('shows anyOf string | enum as its two variants, the enum with its values, the description beside it kept', () => {
    const model = field(body, 'model');
    expect(model.type).toBe('string | Known models');
    expect(model.description).toBe('The model that answers, like `gpt-4o` or `o3`.');
    expect(model.union!.variants.map((v) => v.label)).toEqual(['string', 'Known models']);
    expect(treeNode(model.union!.variants[1]!.schema, schemas, 'request').values).toEqual(['gpt-4o', 'gpt-4o-mini', 'o3']);
    expect(field(body, 'tool_choice').type).toBe('Mode | NamedToolChoice');
  });

  it('shows X | null as X, nullable (anyOf with null, a type list, OpenAPI 3.0 nullable)', () => {
    const temperature = field(body, 'temperature');
    expect(temperature).toMatchObject({ type: 'number, 0 to 2', nullable: true, default: { value: 1 }, examples: [0.2] });
    expect(temperature.description).toBe('Sampling temperature between 0 and 2.');
    expect(temperature.union).toBeUndefined();
    const metadata = field(body, 'metadata');
    expect(metadata).toMatchObject({ type: 'object', nullable: true, component: 'Metadata', description: 'Key-value pairs attached to the request.' });
    const content = field(treeNode(ref('AssistantMessage'), schemas, 'request'), 'content');
    expect(content).toMatchObject({ type: 'string', nullable: true });
    expect(treeNode({ type: 'integer', nullable: true }, {}, 'model')).toMatchObject({ type: 'integer', nullable: true });
    expect(treeNode({ oneOf: [{ type: 'string' }, { type: 'integer' }, { type: 'null' }] }, {}, 'model')).toMatchObject({
      type: 'string | integer',
      nullable: true,
    });
    expect(field(body, 'user')).toMatchObject({ type: 'string', nullable: false, examples: ['user-1234'] });
  });

  it('gives each response its headers, with their descriptions and examples', () => {
    const [ok, limited] = detail.responses;
    expect(ok!.headers).toEqual([
      {
        name: 'x-request-id',
        required: true,
        deprecated: false,
        description: "The request's id, for support.",
        schema: { type: 'string' },
        example: 'req_8f2c',
      },
      {
        name: 'processing-ms',
        required: false,
        deprecated: false,
        description: 'How long the model took, in milliseconds.',
        schema: { type: 'integer', example: 412 },
      },
    ]);
    expect(
      headerFields(ok!.headers!)
        .map((f) => treeNode(f.schema, schemas, 'response'))
        .map((n) => [n.type, n.examples]),
    ).toEqual([
      ['string', ['req_8f2c']],
      ['integer', [412]],
    ]);
    expect(limited!.headers!.map((h) => h.name)).toEqual(['retry-after']);
  });

  it('counts the members of a union past the listed ones, and keeps labels apart', () => {
    const many = { oneOf: Array.from({ length: 60 }, (_, i) => ({ type: 'object', title: `Shape ${i}` })) };
    const node = treeNode(many, {}, 'model');
    expect(node.type).toBe('one of 60');
    expect(node.union).toMatchObject({ more: 10 });
    expect(node.union!.variants).toHaveLength(50);
    expect(
      treeNode({ anyOf: [{ type: 'string' }, { type: 'string', format: 'uri' }, { type: 'string' }] }, {}, 'model').union!.variants.map((v) => v.label),
    ).toEqual(['string', 'string (uri)', 'string (2)']);
  });

  it("names untitled inline members by their fields, and reads a union of one-value enums as an enum (GitHub's shapes)", () => {
    const inline = treeNode(
      {
        oneOf: [{ type: 'object', properties: { owner: {}, repo: {}, ref: {}, sha: {} } }, { type: 'object', properties: { id: {} } }, { required: ['state'] }],
      },
      {},
      'model',
    );
    expect(inline.union!.variants.map((v) => v.label)).toEqual(['object with owner, repo, ref, …', 'object with id', 'with state required']);
    const pricing = treeNode(
      {
        oneOf: [
          { type: 'string', enum: ['BundlePricing'] },
          { type: 'string', enum: ['SkuPricing'] },
        ],
      },
      {},
      'model',
    );
    expect(pricing).toMatchObject({ type: 'enum of 2', values: ['BundlePricing', 'SkuPricing'] });
    expect(pricing.union).toBeUndefined();
  });

  it("says which fields a member makes required when that is all it says (GitHub's projects/add-item-for-org body)", () => {
    const body = treeNode(
      {
        type: 'object',
        properties: { type: { type: 'string' }, id: { type: 'integer' }, owner: { type: 'string' }, repo: { type: 'string' } },
        oneOf: [{ required: ['id'] }, { $ref: '#/components/schemas/ByName' }, { required: ['owner'], type: 'object', properties: { owner: {} } }],
      },
      { ByName: { required: ['owner', 'repo'], description: 'By the repository.' } },
      'request',
    );
    expect(body.union!.variants.map((v) => v.requires)).toEqual([['id'], ['owner', 'repo'], undefined]);
  });
});

describe('the schema tree drawn', () => {
  it('a tree that contains itself stops where it meets itself again', () => {
    const html = renderToStaticMarkup(createElement(SchemaTree, { schema: ref('FunctionObject'), schemas, side: 'model', openLevels: 100 }));
    expect(html).toContain('(itself, see above)');
    // A union one of whose members holds the union (its first, the tab open): that member is named, not opened again.
    const expression = {
      Expr: { oneOf: [{ $ref: '#/components/schemas/Sum' }, { type: 'number', title: 'Literal' }] },
      Sum: { type: 'object', properties: { left: ref('Expr'), right: ref('Expr') } },
    };
    const sum = renderToStaticMarkup(createElement(SchemaTree, { schema: ref('Sum'), schemas: expression, side: 'model', openLevels: 100 }));
    expect(sum).toContain('Literal');
    expect(sum.match(/\(itself, see above\)/g)?.length).toBeGreaterThan(0);
  });

  it('unions nested in unions without end stop at a bounded depth', () => {
    let deep: JsonSchema = { type: 'string' };
    for (let i = 0; i < 2_000; i++) deep = { oneOf: [deep, { type: 'integer' }] };
    expect(describeSchema(deep, {})).toContain('…');
    const started = performance.now();
    const html = renderToStaticMarkup(createElement(SchemaTree, { schema: deep, schemas: {}, side: 'model' }));
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(html).toContain('Nested more than 24 levels deep');
  });

  it('the body tree shows the union of messages as tabs with the discriminator values, nullable and an example', () => {
    const html = renderToStaticMarkup(createElement(SchemaTree, { schema: ref('ChatCompletionRequestMessage'), schemas, side: 'model' }));
    for (const label of ['System message (role = system)', 'User message (role = user)', 'Assistant message (role = assistant)', 'ToolMessage (role = tool)'])
      expect(html).toContain(label);
    expect(html).toContain('One of 4, by role');
    const request = renderToStaticMarkup(createElement(SchemaTree, { schema: detail.requestBody!.schema, schemas, side: 'request', openLevels: 1 }));
    expect(request).toMatch(/temperature<\/code>(?:(?!<\/li>).)*nullable/);
    expect(request).toContain('example <code>0.2</code>');
  });
});
