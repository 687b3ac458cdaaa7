// Each service's operations.json: the IR's calls and events under the bundle's names, and the reader the explorer's
// build uses, which names the file and the field when a folder holds something the generator did not write.
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { emitOperationsFile, OPERATIONS_FILE, readOperationModel, serviceOperations } from '../../../codegen/emit/operations-file.ts';
import { opOf, serviceOf } from './ir-samples.ts';

const service = serviceOf({
  operations: [
    opOf({
      operationId: 'createPost',
      originalOperationId: 'create-post',
      args: [
        { name: 'post', required: true, type: { kind: 'unknown' } },
        { name: 'options', required: false, type: { kind: 'unknown' } },
      ],
      errors: ['POST_EXISTS'],
      emits: [{ handler: 'posts.onPostCreated', type: 'blog.post_created' }],
    }),
  ],
  events: [
    { name: 'postCreated', operationId: 'onPostCreated', module: 'posts', type: 'blog.post_created', payload: { kind: 'unknown' } },
    // A second method of the same webhook is one event.
    { name: 'postCreated', operationId: 'onPostCreatedPut', module: 'posts', type: 'blog.post_created', payload: { kind: 'unknown' } },
  ],
  servers: [{ url: 'https://{region}.example.test', variables: { region: { default: 'eu' } } }],
});

describe('serviceOperations', () => {
  it("gives each call its bundle id, module, arguments, errors and the bundle's names of its events", () => {
    expect(serviceOperations(service)).toEqual({
      generated: 'Generated from spec/blog.yaml by codegen. Do not edit.',
      service: 'blog',
      title: 'Blog',
      prefix: '/blog',
      platform: true,
      servers: [{ url: 'https://{region}.example.test', variables: { region: { default: 'eu' } } }],
      operations: [
        {
          id: 'blog.createPost',
          operationId: 'createPost',
          originalOperationId: 'create-post',
          module: 'posts',
          arguments: [
            { name: 'post', required: true },
            { name: 'options', required: false },
          ],
          errors: ['POST_EXISTS'],
          events: ['blog.postCreated'],
        },
      ],
      events: [{ name: 'blog.postCreated', handler: 'posts.onPostCreated', type: 'blog.post_created' }],
    });
  });
});

describe('emitOperationsFile', () => {
  it('writes the model as JSON, a call and an event per line', () => {
    const text = emitOperationsFile(service);
    expect(JSON.parse(text)).toEqual(serviceOperations(service));
    expect(text.split('\n').filter((line) => line.startsWith('  {"id":'))).toHaveLength(1);
    expect(text.split('\n').filter((line) => line.startsWith('  {"name":'))).toHaveLength(1);
  });
});

describe('readOperationModel', () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'operations-file-'));
  });
  afterEach(async () => {
    await rm(folder, { recursive: true, force: true });
  });
  const put = async (service: string, text: string) => {
    await mkdir(path.join(folder, service), { recursive: true });
    await writeFile(path.join(folder, service, OPERATIONS_FILE), text);
  };

  it('reads every service folder that has one, by name; other folders and files are not its', async () => {
    await put('blog', emitOperationsFile(service));
    await put('archive', emitOperationsFile(serviceOf({ name: 'archive' })));
    await mkdir(path.join(folder, 'assets'));
    await writeFile(path.join(folder, 'openapi.json'), '{}');
    expect((await readOperationModel(folder)).map((s) => s.service)).toEqual(['archive', 'blog']);
  });

  it.each([
    ['not JSON', '{"service":', /blog[/\\]operations\.json: not JSON .*; regenerate it$/],
    ['not an object', '[]', /blog[/\\]operations\.json: expected an object; regenerate it$/],
    ['a field of the wrong type', JSON.stringify({ ...serviceOperations(service), platform: 'yes' }), /"platform" is not a boolean/],
    [
      'a call without its arguments',
      JSON.stringify({ ...serviceOperations(service), operations: [{ ...serviceOperations(service).operations[0], arguments: 'post' }] }),
      /operations\[0\]\.arguments is not a list of arguments/,
    ],
  ])('refuses a file that is %s, naming it', async (_, text, message) => {
    await put('blog', text);
    await expect(readOperationModel(folder)).rejects.toThrow(message);
    await expect(readOperationModel(folder)).rejects.toMatchObject({ name: 'OperationsFileError' });
  });

  it('says which folder it cannot read', async () => {
    await expect(readOperationModel(path.join(folder, 'missing'))).rejects.toThrow(`cannot read the generated folder ${path.join(folder, 'missing')} (ENOENT)`);
  });
});
