// An app test's start-up with the msw handlers in its own process: load msw and @siteapi/mock, read the bundled
// document, set up the handlers and answer one generated call. Run from source with `node --conditions=@siteapi/source
// --import tsx`. Prints {"inProcessMs", "sinceStartMs", "title"} on stdout.
const started = performance.now();
const [{ readFileSync }, { setupServer }, { createHandlers }, { createClient }, { posts }] = await Promise.all([
  import('node:fs'),
  import('msw/node'),
  import('@siteapi/mock'),
  import('@siteapi/runtime'),
  import('@siteapi/clients/blog'),
]);
const bundle = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as Record<string, unknown>;
const server = setupServer(...createHandlers(bundle));
server.listen({ onUnhandledRequest: 'error' });
const { post } = await createClient({ modules: { posts }, retry: false }).posts.getPost('3e6a1f24-9c1b-4d5e-8f7a-2b9c0d1e4f56');
const inProcessMs = performance.now() - started;
server.close();
console.log(JSON.stringify({ inProcessMs, sinceStartMs: performance.now(), title: post?.title }));

export {};
