import { printFile, type Statements } from '../../../codegen/emit/printing.ts';
import type { IrOperation, IrService } from '../../../codegen/ir/types.ts';

/** A small IR operation for one emitter: a GET with no arguments and an unknown answer, plus what the test gives. */
export function opOf(parts: Partial<IrOperation> = {}): IrOperation {
  return {
    operationId: 'getPost',
    module: 'posts',
    sdkName: 'getPost',
    prefix: '/blog',
    method: 'GET',
    path: '/posts/{postId}',
    deprecated: false,
    args: [],
    response: { type: { kind: 'unknown' }, typeName: 'GetPostResponse' },
    responseAsync: false,
    paging: 'none',
    errors: [],
    emits: [],
    clientRules: {},
    idempotent: false,
    examples: [],
    ...parts,
  };
}

/** A small IR service around some operations. */
export function serviceOf(parts: Partial<IrService> = {}): IrService {
  return {
    name: 'blog',
    file: 'spec/blog.yaml',
    title: 'Blog',
    prefix: '/blog',
    host: 'www.example.com',
    servers: [],
    platform: true,
    types: [],
    operations: [],
    events: [],
    errors: [],
    clientRules: {},
    plans: [],
    typeNames: { errorCode: 'BlogErrorCode', errors: 'blogErrors' },
    ...parts,
  };
}

/** Statements as the file text the printer writes (without the do-not-edit header). */
export function printed(statements: Statements): string {
  return printFile('blog/posts.ts', statements, 'spec/blog.yaml').replace(/^(\/\/.*\n)+\n*/, '');
}
