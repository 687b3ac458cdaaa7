// The explorer's one auth model: one store of credentials keyed by scheme, the platform's sign-in one scheme kind
// beside a document's (a bearer token here); one panel with a form for each kind; and what a call carries read in one
// place, for its send (to a loopback host) and for its curl snippet (masked on screen, the reader's value only in
// what Copy takes, the platform's key never).
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Call, Credentials } from '@siteapi/runtime';
import type { ServiceSecurity } from '@siteapi/runtime/generated';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type CallRef, previewRequest } from '../../../explorer/src/api.ts';
import { PLATFORM_SIGN_IN } from '../../../explorer/src/auth/document-schemes.ts';
import type { LoadedOperation } from '../../../explorer/src/catalogue/operation-loader.ts';
import type { SecuritySchemeInfo } from '../../../explorer/src/catalogue/types.ts';
import { authSummary } from '../../../explorer/src/auth/auth-summary.ts';
import { SchemeForms } from '../../../explorer/src/components/scheme-auth-panel.tsx';
import { MASK, snippetAuth } from '../../../explorer/src/snippets/snippet-credentials.ts';
import { curlSnippet, withAuthPlaceholder } from '../../../explorer/src/snippets/snippets.ts';
import { createAuthStore } from '../../../explorer/src/store/auth-store.ts';
import { memoryEnvironment, memoryStorage } from '../../../explorer/src/store/environment.ts';
import { ExplorerProvider } from '../../../explorer/src/store/explorer-provider.tsx';
import { createExplorerStores } from '../../../explorer/src/store/explorer-stores.ts';
import { createSettingsStore } from '../../../explorer/src/store/settings-store.ts';
import { sendOperation } from '../../../explorer/src/transport/send.ts';

vi.mock('virtual:explorer-catalogue', () => ({ catalogue: [], services: [] }));
vi.mock('virtual:explorer-loaders', () => ({ detailLoaders: {}, serviceLoaders: {} }));

const TOKEN = 'tok-3f9a';
const API_KEY = 'sk-platform-77';
const BEARER: SecuritySchemeInfo = { name: 'train.Bearer', type: 'http', scheme: 'bearer', flows: [] };
const security: ServiceSecurity = { schemes: { Bearer: { type: 'http', scheme: 'bearer' } }, requirements: [['Bearer']] };

/** A generated call as the explorer loads one: `GET /trips` of the service `train`, which needs its Bearer scheme. */
function tripsCall(): CallRef {
  const op = {
    operationId: 'listTrips',
    method: 'GET',
    path: '/trips',
    service: { name: 'train', prefix: '', loadSecurity: async () => security },
    args: [],
    security: [['Bearer']],
  };
  return { module: 'trips', name: 'listTrips', call: Object.assign(() => undefined, { op }) as unknown as Call<unknown[], unknown> };
}

let host: string;
const received: IncomingHttpHeaders[] = [];
const server = createServer((request, response) => {
  received.push(request.headers);
  response.writeHead(200, { 'content-type': 'application/json' }).end('{"trips":[]}');
});
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function explorerOn(target: string, platformSignIn: boolean, storage = memoryStorage()) {
  const environment = memoryEnvironment(`http://127.0.0.1:5173/?target=${encodeURIComponent(target)}`, { storage });
  const settings = createSettingsStore(environment);
  return { environment, settings, auth: createAuthStore(environment, settings, { platformSignIn }) };
}

/** What the explorer does on Send: the store's credentials for the call, through the generated client, to `target`. */
async function send(auth: ReturnType<typeof explorerOn>['auth'], target: string): Promise<IncomingHttpHeaders> {
  const ref = tripsCall();
  const carried = await auth.forSend('train', target);
  const operation = { entry: { id: 'train.listTrips', service: 'train' }, call: ref } as unknown as LoadedOperation;
  const before = received.length;
  const result = await sendOperation({ operation, request: {}, target, ...carried });
  expect(result.outcome).toMatchObject({ ok: true });
  expect(received).toHaveLength(before + 1);
  return received.at(-1)!;
}

/** What the snippets panel does: the same credentials, as the curl shown and the curl Copy takes. */
async function curl(auth: ReturnType<typeof explorerOn>['auth'], target: string): Promise<{ shown: string; copied: string }> {
  const ref = tripsCall();
  const { strategy, credentials } = snippetAuth(security, ref.call.op.security, auth.applied('train', target));
  const wire = async (carried: Credentials | undefined) => {
    const previewed = await previewRequest({ ref, request: {}, host: target, ...(carried ? { credentials: carried } : {}) });
    return curlSnippet(withAuthPlaceholder(previewed!, strategy))!;
  };
  return { shown: await wire(credentials?.shown), copied: await wire(credentials?.own ? credentials.copied : credentials?.shown) };
}

describe('auth store: one model for every scheme kind', () => {
  it('holds a platform sign-in and a bearer scheme in one store, and one panel renders a form for each kind', () => {
    const stores = createExplorerStores(memoryEnvironment(`http://127.0.0.1:5173/?target=${encodeURIComponent('http://127.0.0.1:4010')}`));
    const auth = createAuthStore(stores.environment, stores.settings, { platformSignIn: true });
    auth.platform.setApiKey(API_KEY, 'site-1', '');
    auth.setInput(BEARER.name, { value: TOKEN });

    const state = auth.store.getState();
    expect(state.set).toEqual({ 'train.Bearer': 'http://127.0.0.1:4010' });
    expect(state.platform).toMatchObject({ kind: 'apiKey', apiKeySet: true, apiKeyTarget: 'http://127.0.0.1:4010' });
    expect(auth.applied('train', 'http://127.0.0.1:4010')).toEqual({ platform: 'apiKey', credentials: { Bearer: TOKEN } });
    // Another target: the bearer was not entered for it; the platform's key asks first.
    expect(auth.applied('train', 'http://127.0.0.1:4011')).toEqual({ platform: 'apiKey' });
    expect(auth.question('http://127.0.0.1:4011')).toContain('The API key was entered for http://127.0.0.1:4010');
    expect(authSummary(state, 'http://127.0.0.1:4010', true)).toBe('API key');

    const html = renderToString(
      createElement(ExplorerProvider, { stores: { ...stores, auth }, children: createElement(SchemeForms, { schemes: [PLATFORM_SIGN_IN, BEARER] }) }),
    );
    expect(html).toContain('data-testid="scheme-platform"');
    expect(html).toContain('Calls are sent as: <strong>API key</strong>');
    expect(html).toContain('data-testid="scheme-train.Bearer"');
    expect(html).toContain('Set, for http://127.0.0.1:4010.');
    // No value in the state or on the page.
    for (const secret of [TOKEN, API_KEY]) {
      expect(JSON.stringify(state)).not.toContain(secret);
      expect(html).not.toContain(secret);
    }

    auth.forget();
    expect(auth.store.getState()).toMatchObject({ set: {}, platform: { kind: 'none', apiKeySet: false } });
    expect(auth.applied('train', 'http://127.0.0.1:4010')).toEqual({ platform: 'none' });
  });

  it('applies a bearer scheme to the request sent and to the curl snippet, masked on screen', async () => {
    const { auth } = explorerOn(host, false);
    auth.setInput(BEARER.name, { value: TOKEN });
    expect((await send(auth, host)).authorization).toBe(`Bearer ${TOKEN}`);
    const { shown, copied } = await curl(auth, host);
    expect(shown).toContain(`curl -X GET '${host}/trips'`);
    expect(shown).toContain(`-H 'authorization: Bearer ${MASK}'`);
    expect(shown).not.toContain(TOKEN);
    expect(copied).toBe(shown.replace(MASK, TOKEN));
  });

  it('applies the platform sign-in to the request sent, and to the curl snippet only as a placeholder', async () => {
    const { auth } = explorerOn(host, true);
    auth.platform.setApiKey(API_KEY, 'site-1', '');
    const headers = await send(auth, host);
    expect(headers.authorization).toBe(API_KEY);
    expect(headers['wix-site-id']).toBe('site-1');
    const { shown, copied } = await curl(auth, host);
    expect(shown).toContain(`-H 'authorization: <API_KEY>'`);
    expect(shown).not.toContain(API_KEY);
    expect(copied).toBe(shown);
  });

  it('sends a remembered platform key from no explorer that does not offer the platform sign-in (a plain document on the same origin)', async () => {
    const storage = memoryStorage();
    const platform = explorerOn(host, true, storage);
    platform.auth.platform.setRemember(true);
    platform.auth.platform.setApiKey(API_KEY, '', '');
    expect(storage.getItem('explorer.apiKey')).toContain(API_KEY);

    const plain = explorerOn(host, false, storage);
    expect(plain.auth.applied('train', host)).toEqual({});
    expect(plain.auth.question(host)).toBeUndefined();
    expect((await send(plain.auth, host)).authorization).toBeUndefined();
    const { shown } = await curl(plain.auth, host);
    expect(shown).toContain(`-H 'authorization: Bearer <token>'`);
    expect(shown).not.toContain(API_KEY);
  });
});

describe('clearing credentials during an OAuth2 device flow (RFC 8628)', () => {
  /** A loopback authorization server: a device code, then `authorization_pending` until approved; `hold` keeps a poll's answer back. */
  async function deviceServer() {
    const state = { polls: 0, asked: 0, approved: false, hold: undefined as Promise<void> | undefined, holdDevice: undefined as Promise<void> | undefined };
    const server = createServer((request, response) => {
      request.resume().on('end', async () => {
        const json = (status: number, value: unknown) => response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
        if (request.url === '/device') {
          state.asked++;
          if (state.holdDevice) await state.holdDevice;
          return json(200, { device_code: 'dc-1', user_code: 'WDJB-MJHT', verification_uri: 'https://auth.example.test/device', interval: 1, expires_in: 60 });
        }
        state.polls++;
        if (state.hold) await state.hold;
        return state.approved ? json(200, { access_token: 'late-token', token_type: 'Bearer' }) : json(400, { error: 'authorization_pending' });
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const flow = { flow: 'deviceAuthorization' as const, deviceAuthorizationUrl: `${base}/device`, tokenUrl: `${base}/token`, scopes: [] };
    return { state, flow, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }
  const OAUTH: SecuritySchemeInfo = { name: 'train.OAuth2', type: 'oauth2', flows: [] };

  it('stops polling and drops the pending code when every credential is cleared', async () => {
    const { state, flow, close } = await deviceServer();
    try {
      const { auth } = explorerOn(host, false);
      const running = auth.authorize({ scheme: OAUTH.name, flow, clientId: 'tv-app', scopes: [] });
      await expect.poll(() => state.polls, { timeout: 5000 }).toBeGreaterThanOrEqual(1);
      expect(auth.store.getState().device?.userCode).toBe('WDJB-MJHT');
      auth.forget();
      expect(auth.store.getState().device).toBeUndefined();
      await running;
      const polled = state.polls;
      state.approved = true;
      await new Promise((resolve) => setTimeout(resolve, 2500));
      expect(state.polls).toBe(polled);
      expect(auth.applied('train', host).credentials).toBeUndefined();
      expect(auth.store.getState()).toMatchObject({ device: undefined, busy: undefined, message: undefined });
    } finally {
      await close();
    }
  });

  it('never takes a token answered to a poll that was in flight when its scheme was forgotten', async () => {
    const { state, flow, close } = await deviceServer();
    let release = () => {};
    state.hold = new Promise<void>((resolve) => (release = resolve));
    try {
      const { auth } = explorerOn(host, false);
      const running = auth.authorize({ scheme: OAUTH.name, flow, clientId: 'tv-app', scopes: [] });
      await expect.poll(() => state.polls, { timeout: 5000 }).toBe(1);
      state.approved = true;
      auth.forget(OAUTH.name);
      release();
      await running;
      expect(auth.applied('train', host).credentials).toBeUndefined();
      expect(auth.store.getState()).toMatchObject({ device: undefined, set: {}, message: undefined });
    } finally {
      release();
      await close();
    }
  });

  it('clearing the scheme while the device code is being asked for ends the flow there: no code shown, no poll, no token', async () => {
    const { state, flow, close } = await deviceServer();
    let release = () => {};
    state.holdDevice = new Promise<void>((resolve) => (release = resolve));
    state.approved = true;
    try {
      const { auth } = explorerOn(host, false);
      const running = auth.authorize({ scheme: OAUTH.name, flow, clientId: 'tv-app', scopes: [] });
      await expect.poll(() => state.asked, { timeout: 5000 }).toBe(1);
      auth.forget(OAUTH.name);
      release();
      await running;
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(state.polls).toBe(0);
      expect(auth.applied('train', host).credentials).toBeUndefined();
      expect(auth.store.getState()).toMatchObject({ device: undefined, set: {}, busy: undefined, message: undefined });
    } finally {
      release();
      await close();
    }
  });
});

describe('clearing credentials while a token request is in flight', () => {
  it('a client-credentials token answered after its scheme was forgotten is not taken', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let asked = 0;
    const server = createServer((request, response) => {
      request.resume().on('end', async () => {
        asked++;
        await held;
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ access_token: 'late-token', token_type: 'Bearer' }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const { auth } = explorerOn(host, false);
      const flow = { flow: 'clientCredentials' as const, tokenUrl: `${base}/token`, scopes: [] };
      const running = auth.authorize({ scheme: 'train.OAuth2', flow, clientId: 'app', clientSecret: 's', scopes: [] });
      await expect.poll(() => asked, { timeout: 5000 }).toBe(1);
      auth.forget('train.OAuth2');
      release();
      await running;
      expect(auth.applied('train', host).credentials).toBeUndefined();
      expect(auth.store.getState()).toMatchObject({ set: {}, busy: undefined, message: undefined });
    } finally {
      release();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});
