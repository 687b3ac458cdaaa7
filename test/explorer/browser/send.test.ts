// The built explorer in Chromium, sending: one call of each service through the mock, and the problems the mock finds.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { ISO_DATE, env, openExplorer, mockSearch, foreignRequests, pickWithPalette, sendAndWait, useExplorer } from './harness.ts';

useExplorer();

describe('explorer: sending', () => {
  const perService: { id: string; query: string; fill: (page: Page) => Promise<void>; kind: 'date' | 'url' }[] = [
    { id: 'blog.getPost', query: 'blog getpost', fill: (page) => page.getByTestId('param-path-postId').fill(randomUUID()), kind: 'date' },
    { id: 'bookings.getService', query: 'bookings getservice', fill: (page) => page.getByTestId('param-path-serviceId').fill(randomUUID()), kind: 'date' },
    {
      id: 'data.getDataCollection',
      query: 'data getdatacollection',
      fill: (page) => page.getByTestId('param-path-dataCollectionId').fill('Books'),
      kind: 'date',
    },
    { id: 'ecom.getCheckout', query: 'ecom getcheckout', fill: (page) => page.getByTestId('param-path-id').fill(randomUUID()), kind: 'date' },
    { id: 'forms.getSubmission', query: 'forms getsubmission', fill: (page) => page.getByTestId('param-path-submissionId').fill(randomUUID()), kind: 'date' },
    { id: 'members.getMember', query: 'members getmember', fill: (page) => page.getByTestId('param-path-memberId').fill(randomUUID()), kind: 'date' },
    {
      id: 'oauth.loginV2',
      query: 'oauth loginv2',
      fill: async (page) => {
        await page.getByRole('button', { name: 'Form', exact: true }).click();
        await page.getByTestId('body-loginId.email').fill('someone@example.com');
        await page.getByTestId('body-password').fill('correct horse battery staple');
      },
      kind: 'date',
    },
    {
      id: 'plans.managementGetOrder',
      query: 'plans managementgetorder',
      fill: (page) => page.getByTestId('param-path-orderId').fill(randomUUID()),
      kind: 'date',
    },
    { id: 'reviews.getReview', query: 'reviews getreview', fill: (page) => page.getByTestId('param-path-reviewId').fill(randomUUID()), kind: 'date' },
  ];

  it.each(perService)('$id: picked with the palette, filled, sent to the mock, converted', async ({ id, query, fill, kind }) => {
    const watched = await openExplorer(mockSearch());
    const { page } = watched;
    try {
      await pickWithPalette(page, query, id);
      await fill(page);
      expect(await sendAndWait(page)).toMatch(/^200\b/);
      const converted = page.getByTestId('response-result').locator(`[data-kind="${kind}"]`).first();
      await converted.waitFor();
      if (kind === 'date') expect(await converted.textContent()).toMatch(ISO_DATE);
      expect(await page.getByTestId('response-check').textContent()).toMatch(/Matches the declared 200 response schema|Checking/);
      await page.getByTestId('response-raw').locator('.monaco-editor').waitFor({ timeout: 30_000 });
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [env.mockUrl])).toEqual([]);
      expect(watched.requests.some((url) => url.startsWith(`${env.mockUrl}/`))).toBe(true);
    } finally {
      await watched.close();
    }
  });

  it('shows the problems of a request the mock rejects on the fields they name', async () => {
    const watched = await openExplorer(mockSearch());
    const { page } = watched;
    try {
      // A query parameter out of range: Prism's problem+json `validation` names ['query', 'paging.limit'].
      await pickWithPalette(page, 'blog listposts', 'blog.listPosts');
      const limit = page.getByTestId('param-query-paging.limit');
      await limit.fill('1000');
      // The schema warns before sending, and sending is not blocked.
      await expect.poll(() => page.getByTestId('request-warnings').count()).toBe(1);
      expect(await sendAndWait(page)).toMatch(/^422\b/);
      const problem = page.getByTestId('problem-query-paging.limit');
      await problem.waitFor();
      expect(await problem.textContent()).toMatch(/paging\.limit must be <= 100.*argument options\.paging\.limit/);
      expect(await limit.getAttribute('aria-invalid')).toBe('true');
      expect(await page.getByTestId('mock-violations').textContent()).toMatch(/query paging\.limit/);
      expect(await page.getByTestId('response-check').textContent()).toMatch(/declares no 422 answer/);

      // A body field: the form shows the problem under the field.
      await pickWithPalette(page, 'blog queryposts', 'blog.queryPosts');
      await page.getByRole('button', { name: 'Form', exact: true }).click();
      await page.getByTestId('body-query.cursorPaging.limit').fill('1000');
      expect(await sendAndWait(page)).toMatch(/^422\b/);
      const field = page.getByTestId('body-query.cursorPaging.limit');
      await expect.poll(() => field.getAttribute('aria-invalid')).toBe('true');
      const describedBy = (await field.getAttribute('aria-describedby')) ?? '';
      const messages = await Promise.all(describedBy.split(' ').map((id) => page.locator(`[id="${id}"]`).textContent()));
      expect(messages.join(' ')).toMatch(/must be <= 100/);
      // The raw editor marks the same place.
      await page.getByRole('button', { name: 'Raw JSON', exact: true }).click();
      expect(await page.getByTestId('body-problems').textContent()).toMatch(/query\.cursorPaging\.limit/);

      // An error answer chosen with the mock controls: code and catalogue entry.
      await pickWithPalette(page, 'blog getpost', 'blog.getPost');
      await page.getByLabel('Status', { exact: true }).selectOption('404');
      expect(await sendAndWait(page)).toMatch(/^404\b/);
      expect(await page.getByTestId('error-code').textContent()).toBe('POST_NOT_FOUND');
      expect(await page.getByTestId('error-entry').textContent()).toMatch(/Post not found\./);
      expect(watched.errors).toEqual([]);
      expect(foreignRequests(watched.requests, [env.mockUrl])).toEqual([]);
    } finally {
      await watched.close();
    }
  });
});
