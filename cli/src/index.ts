// The command line's public entry, for scripts that start the same mock or run the same checks as `siteapi`.
export { runCli } from './run.ts';
export { VERSION } from './version.ts';
export { freePort, isPortFree, prismBin, startPrism, type PrismServer, type StartPrismOptions } from './prism.ts';
export { DEFAULT_MOCK_ENGINE, MOCK_ENGINES, startMock, type MockEngine, type RunningMock, type StartMockOptions } from './mock-engine.ts';
export { prismDocument, slimDocument, type PrismDocumentOptions } from './prism-document.ts';
export { runContract, type ContractOptions, type ContractReport } from './contract/run-contract.ts';
export { formatContractReport } from './contract/report.ts';
