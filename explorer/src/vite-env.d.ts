/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the Prism mock; `npm start` sets it. */
  readonly VITE_MOCK_URL?: string;
}
