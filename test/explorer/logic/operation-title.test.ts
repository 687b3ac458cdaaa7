// An operation's heading: titled by its summary, the operationId beneath it in code; by the operationId without one. The method goes with the path, not the title.
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { CatalogueEntry } from '../../../explorer/src/catalogue/types.ts';
import { OperationTitle } from '../../../explorer/src/components/operation-title.tsx';

const entry = (extra: Partial<CatalogueEntry>): CatalogueEntry => ({
  id: 'trips.listTrips',
  service: 'trips',
  module: 'trips',
  operationId: 'listTrips',
  method: 'GET',
  path: '/trips',
  deprecated: false,
  params: [],
  fields: [],
  ...extra,
});
const render = (extra: Partial<CatalogueEntry>) => renderToStaticMarkup(createElement(OperationTitle, { entry: entry(extra) }));

describe('operation title', () => {
  it('is the summary, with the operationId beneath it in code', () => {
    expect(render({ summary: 'Get available train trips' })).toBe(
      '<h2 id="operation-title" class="operation-view__title" tabindex="-1"><span class="operation-view__summary">Get available train trips</span> <code class="operation-view__operation-id">listTrips</code></h2>',
    );
  });

  it('is the operationId when there is no summary (or only blanks), and marks a deprecated operation', () => {
    for (const summary of [undefined, '  ']) {
      expect(render({ ...(summary === undefined ? {} : { summary }), deprecated: true })).toBe(
        '<h2 id="operation-title" class="operation-view__title" tabindex="-1">listTrips<span class="tag">deprecated</span></h2>',
      );
    }
  });
});
