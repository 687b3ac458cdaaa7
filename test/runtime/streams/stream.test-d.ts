// Type tests of a call that answers JSON or a stream, in the form the generator prints it (codegen/emit/
// call-declaration.ts, streamSignature): overloads on a literal `stream: true`, and `isStream` for the union.
import { expectTypeOf, test } from 'vitest';
import { type CallInit, createClient, isStream, type Stream, type StreamChoiceCall } from '@siteapi/runtime';

type Chunk = { id: string; created: Date; delta: string };
type Completion = { id: string; created: Date; text: string };
type Request = { model: string; stream?: boolean | null };
type Create = StreamChoiceCall<
  [body: Request & { stream: true }, init?: CallInit],
  [body: Request & { stream?: false | null }, init?: CallInit],
  [body: Request, init?: CallInit],
  Completion,
  Chunk
>;
declare const create: Create;
declare const flag: boolean;

test('stream: true resolves to a Stream of chunks, its items typed', async () => {
  const stream = await create({ model: 'm', stream: true });
  expectTypeOf(stream).toEqualTypeOf<Stream<Chunk>>();
  for await (const chunk of stream) expectTypeOf(chunk.created).toEqualTypeOf<Date>();
  expectTypeOf(stream.abort).parameter(0).toBeUnknown();
  expectTypeOf(stream.controller).toEqualTypeOf<AbortController>();
  expectTypeOf(stream.response).toEqualTypeOf<Response>();
});

test('stream false, null or left out resolves to the JSON answer', async () => {
  expectTypeOf(await create({ model: 'm' })).toEqualTypeOf<Completion>();
  expectTypeOf(await create({ model: 'm', stream: false })).toEqualTypeOf<Completion>();
  expectTypeOf(await create({ model: 'm', stream: null })).toEqualTypeOf<Completion>();
  // @ts-expect-error a JSON answer is not iterable
  for await (const _ of await create({ model: 'm' })) break;
});

test('a stream flag known only at run time: either, told apart by isStream', async () => {
  const either = await create({ model: 'm', stream: flag });
  expectTypeOf(either).toEqualTypeOf<Completion | Stream<Chunk>>();
  if (isStream(either)) expectTypeOf(either).toEqualTypeOf<Stream<Chunk>>();
  else expectTypeOf(either).toEqualTypeOf<Completion>();
});

test('bound by a client, the overloads stay', async () => {
  const client = createClient({ modules: { chat: { create } } });
  expectTypeOf(await client.chat.create({ model: 'm', stream: true })).toEqualTypeOf<Stream<Chunk>>();
  expectTypeOf(await client.chat.create({ model: 'm' })).toEqualTypeOf<Completion>();
  expectTypeOf(await client.chat.create({ model: 'm', stream: flag })).toEqualTypeOf<Completion | Stream<Chunk>>();
});
