/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the mock server (`siteapi mock`: msw, or Prism); `npm start` sets it. */
  readonly VITE_MOCK_URL?: string;
  /**
   * Where snippets import the generated calls from: the out folder as the reader's code imports it (`./src/api`) or
   * a package name; default `@siteapi/clients` for the platform's document, `./generated` for any other.
   */
  readonly VITE_CLIENT_IMPORT?: string;
}

// Virtual modules of explorer/vite/catalogue-plugin.ts.
declare module 'virtual:explorer-catalogue' {
  import type { CatalogueEntry, ServiceSummary } from './catalogue/types.ts';
  export const services: ServiceSummary[];
  export const catalogue: CatalogueEntry[];
  /** A docs site's title, logo and default target (`siteapi docs`); empty in the repository's explorer. */
  export const site: import('../vite/catalogue-plugin.ts').SiteSettings;
}

declare module 'virtual:explorer-loaders' {
  import type { OperationDetail } from './catalogue/types.ts';
  export const detailLoaders: Record<string, () => Promise<{ default: OperationDetail }>>;
  /** Per service of the clients package: its index (modules of calls) and its call examples. */
  export const serviceLoaders: Record<
    string,
    () => Promise<[Record<string, unknown>, { examples: Record<string, import('@siteapi/runtime').CallExample[] | undefined> }]>
  >;
}

declare module 'virtual:explorer-models' {
  import type { ModelDetail, ModelSummary } from './catalogue/types.ts';
  export const models: ModelSummary[];
  export const modelLoaders: Record<string, () => Promise<{ default: ModelDetail }>>;
}

declare module 'virtual:explorer-overview' {
  import type { ApiOverview } from './catalogue/types.ts';
  export const overview: ApiOverview;
}
