// The mock a user starts, by engine: msw (the default: the @siteapi/mock handlers served by this process) or Prism
// (a child process). `siteapi mock`, `siteapi contract` and `npm start` start it through here.
import { readFile } from 'node:fs/promises';
import type { AnswerJudge, BrokenExample } from '@siteapi/mock';
import { originAllowed } from './cors-gate.ts';
import { startPrism } from './prism.ts';

export const MOCK_ENGINES = ['msw', 'prism'] as const;
export type MockEngine = (typeof MOCK_ENGINES)[number];
/** msw answers in a fraction of Prism's start-up, from a third of its memory, several times faster (bench/README.md). */
export const DEFAULT_MOCK_ENGINE: MockEngine = 'msw';

export interface StartMockOptions {
  engine: MockEngine;
  /** The bundled document, e.g. `generated/src/openapi.json`. */
  document: string;
  port: number;
  host: string;
  /** Origins besides loopback pages whose browser requests are answered. */
  allowedOrigins?: readonly string[];
  /** Host names answered besides loopback and IP addresses (DNS rebinding). */
  allowedHosts?: readonly string[];
  /** Milliseconds Prism may take to answer (default: scaled to the document's size, `prismStartTimeout`). */
  prismTimeoutMs?: number;
  /**
   * msw only: answer what the response schemas accept, a document's example that breaks its schema replaced by a
   * value made from the schema and told to `onBrokenExample` (`@siteapi/mock`'s `validAnswers`). The contract check's.
   */
  validAnswers?: boolean;
  onBrokenExample?: (broken: BrokenExample) => void;
  /** How `validAnswers` judges (the contract check's own schemas, shared). */
  judgeAnswer?: AnswerJudge;
}

export interface RunningMock {
  engine: MockEngine;
  url: string;
  /** Resolves when a child process engine ended by itself (never for msw, which lives in this process). */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** The engine's recent output, for diagnostics. */
  output(): string;
  stop(): Promise<void>;
}

export async function startMock(options: StartMockOptions): Promise<RunningMock> {
  const { engine, document, port, host, allowedOrigins = [], allowedHosts = [] } = options;
  if (engine === 'prism') {
    const prism = await startPrism({ document, port, host, allowedOrigins, allowedHosts, timeoutMs: options.prismTimeoutMs });
    return { engine, url: prism.url, exited: prism.exited, output: prism.output, stop: prism.stop };
  }
  // Loaded only for this engine: ajv and the document's validators are no part of a Prism start.
  const { startMockServer } = await import('@siteapi/mock/node');
  const mock = await startMockServer({
    document: JSON.parse(await readFile(document, 'utf8')) as Record<string, unknown>,
    port,
    host,
    allowOrigin: (origin) => originAllowed(origin, allowedOrigins),
    allowedHosts,
    validAnswers: options.validAnswers,
    onBrokenExample: options.onBrokenExample,
    judgeAnswer: options.judgeAnswer,
  });
  return { engine, url: mock.url, exited: new Promise(() => {}), output: () => '', stop: () => mock.close() };
}
