import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createClient } from '../../../runtime/index.ts';
import { failureOf, notes } from './fixtures.ts';

// An error answer becomes an ApiError whose one-line message repeats a bounded part of what the server said: a
// megabyte `message` or thousands of field violations stay on the error's fields, not in every log line it reaches.

let answer: unknown = {};
const server = createServer((req, res) => {
  req.resume();
  res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
});
let host = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server.close());

const call = async () => (await failureOf(createClient({ modules: { notes }, host, retry: false }).notes.getNote('n1'))) as ApiError;

describe('error answers', () => {
  it("a megabyte message: the error's message repeats its first 500 characters and says how many more there were", async () => {
    const said = 'x'.repeat(1_000_000);
    answer = { message: said };
    const error = await call();
    expect(error).toBeInstanceOf(ApiError);
    expect(error.message).toBe(`notes.getNote failed: 400 Bad Request — ${'x'.repeat(500)}… (999500 more characters)`);
    expect((error.data as { message: string }).message).toBe(said);
  });

  it('an application error code with a megabyte description is cut the same way', async () => {
    answer = { details: { applicationError: { code: 'E1', description: 'y'.repeat(1_000_000) } } };
    const error = await call();
    expect(error.message).toBe(`notes.getNote failed: 400 Bad Request — E1: ${'y'.repeat(500)}… (999500 more characters)`);
  });

  it('5,000 field violations: the message lists ten, each clipped, and counts the rest; all are on violations', async () => {
    answer = {
      message: 'invalid',
      details: {
        validationError: {
          fieldViolations: Array.from({ length: 5000 }, (_, i) => ({ field: `f${i}`, description: `bad ${'z'.repeat(i === 0 ? 1000 : 1)}` })),
        },
      },
    };
    const error = await call();
    expect(error.violations).toHaveLength(5000);
    const listed = Array.from({ length: 9 }, (_, i) => `f${i + 1} (bad z)`).join('; ');
    expect(error.message).toBe(
      `notes.getNote failed: 400 Bad Request — invalid arguments: f0 (bad ${'z'.repeat(196)}… (804 more characters)); ${listed}; and 4990 more (see violations)`,
    );
  });

  it('a message that is no text is not one: the body is described instead of "[object Object]"', async () => {
    answer = { message: { text: 'nested' } };
    const error = await call();
    expect(error.message).toBe('notes.getNote failed: 400 Bad Request — unexpected response body: {"message":{"text":"nested"}}');
  });
});
