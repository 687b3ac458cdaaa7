export { createHandlers, mswUrl, servicesOf, type MockDocument, type MockOptions } from './handlers.ts';
export { mockCall, type MockCallOptions, type MockRequestInfo, type MockResolver } from './call-mock.ts';
export { exampleAnswer, notFoundAnswer, validationAnswer, type Preference } from './answer.ts';
export { RequestValidator, type FieldViolation } from './validate-request.ts';
export { STREAM_GAP_MS } from './stream-answer.ts';
export type { AnswerJudge, BrokenExample } from './answer-check.ts';
