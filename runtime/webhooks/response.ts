import { WebhookError, WebhookHandlerError } from './errors.ts';
import type { EventProcessor } from './processor.ts';

export interface WebhookHandlerOptions {
  /** Called with every failure before the error answer is sent (log it here). */
  onError?: (error: unknown, request: Request) => void;
}

/**
 * A fetch-style handler for servers built on `Request`/`Response` (`export const POST = webhookHandler(processor)`):
 * 200 once the handlers succeeded; a refused webhook answers its error's status (400, 401, 405) with the message;
 * failed handlers answer 500 without their own messages, and anything unexpected 500 too.
 */
export function webhookHandler(processor: EventProcessor, options: WebhookHandlerOptions = {}): (request: Request) => Promise<Response> {
  return async (request) => {
    try {
      await processor.process(request);
      return new Response(null, { status: 200 });
    } catch (error) {
      options.onError?.(error, request);
      return errorResponse(error);
    }
  };
}

function errorResponse(error: unknown): Response {
  if (error instanceof WebhookHandlerError) return text(error.status, `Handling of ${error.eventType} failed`);
  if (error instanceof WebhookError) {
    return text(error.status, error.message, error.code === 'METHOD_NOT_ALLOWED' ? { allow: 'POST' } : {});
  }
  return text(500, 'Webhook processing failed');
}

function text(status: number, body: string, headers: Record<string, string> = {}): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers } });
}
