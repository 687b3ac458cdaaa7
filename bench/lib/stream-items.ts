// The items the streams section's server sends: OpenAI-style chat completion chunks (as test/fixtures/streams/
// openai-chat.yaml declares them: `created` a date-time) and log entries (log-export.yaml's LogEntry).

const START = Date.UTC(2026, 10, 29, 3, 0, 0);
const WORDS = ['Hello', ' world', ',', ' streamed', ' one', ' token', ' at', ' a', ' time', '.'];

export function chatChunk(i: number) {
  return {
    id: 'chatcmpl-B9MHDbslfkBeAs8l4bebGdFOJ6PeG',
    object: 'chat.completion.chunk',
    created: new Date(START + i * 1000).toISOString(),
    model: 'gpt-4o-mini-2024-07-18',
    system_fingerprint: 'fp_44709d6fcb',
    choices: [{ index: 0, delta: { content: WORDS[i % WORDS.length] }, logprobs: null, finish_reason: null }],
  };
}

export function logEntry(i: number) {
  return { at: new Date(START + i * 1000).toISOString(), level: i % 7 === 0 ? 'warn' : 'info', message: `request ${i} served in ${i % 97} ms` };
}
