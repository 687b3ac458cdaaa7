import { readFileSync } from 'node:fs';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type ApiError, createClient } from '@siteapi/runtime';
import type { MockDocument } from '@siteapi/mock';
import { posts } from '@siteapi/clients/blog';
import { blogHandlers, blogMocks } from '@siteapi/clients/blog/mock-handlers';
import { plans } from '@siteapi/clients/plans';
import { plansHandlers, plansMocks } from '@siteapi/clients/plans/mock-handlers';

// The per-service handlers `generate --msw` writes, as an app's vitest setup uses them.
const document = JSON.parse(readFileSync('generated/src/openapi.json', 'utf8')) as MockDocument;
const server = setupServer(...blogHandlers(document), ...plansHandlers(document));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('generated msw handlers per service', () => {
  const client = createClient({ modules: { posts, plans }, retry: false });

  it("hold only their service's operations", () => {
    expect(blogHandlers(document).length).toBe(8);
    expect(plansHandlers(document).every((h) => h.info.path.toString().includes('/pricing-plans/'))).toBe(true);
  });

  it('answer from the examples, and take typed per-call overrides (an error answer too)', async () => {
    const PLAN = '9c2d6f1e-4b7a-4e3d-8a5b-1f0e2d3c4b5a';
    expect((await client.plans.getPlan(PLAN))?.id).toBeTruthy();
    // The mock checks path values too: a plan id must be a UUID, reported on the caller's argument.
    const refused = await client.plans.getPlan('pl-1').catch((e: unknown) => e);
    expect((refused as ApiError).violations.map((v) => v.field)).toEqual(['_id']);
    server.use(
      plansMocks.getPlan(({ params }) => ({ id: params.planId, name: 'Gold', createdDate: new Date('2026-01-01T00:00:00.000Z') })),
      blogMocks.getPost(() =>
        Response.json({ message: 'gone', details: { applicationError: { code: 'POST_NOT_FOUND', description: 'Post not found.' } } }, { status: 404 }),
      ),
    );
    expect(await client.plans.getPlan(PLAN)).toMatchObject({ id: PLAN, name: 'Gold', createdDate: new Date('2026-01-01T00:00:00.000Z') });
    const error = await client.posts.getPost('p-1').catch((e: unknown) => e);
    expect((error as ApiError).code).toBe('POST_NOT_FOUND');
  });
});
