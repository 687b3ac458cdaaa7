// The text of a streamed body cut into its items, one media type each: server-sent events (by eventsource-parser,
// the parser of the Vercel AI SDK: CR, LF and CRLF, multi-line `data`, comments, `event`/`id`/`retry`), JSON Lines and
// NDJSON (one JSON text a line, LF or CRLF), JSON text sequences (RFC 7464: each text after an RS, ending in LF).
// Text goes in as decoded, in pieces cut anywhere; complete items come out. None of them keeps more than the item
// being received.
import { createParser } from 'eventsource-parser';

/** One server-sent event: `retry` is the reconnection time the event's block set, if it set one. */
export interface ServerSentEvent {
  event?: string;
  data: string;
  id?: string;
  retry?: number;
}

/** A piece of the body's text in, the items it completed out; `end` gives the last ones and says if one was cut. */
export interface ItemSplitter<I> {
  push(text: string): I[];
  /** The items completed by the end of the body, and whether the body ended in the middle of one. */
  end(): { items: I[]; cut: boolean };
}

export function serverSentEvents(): ItemSplitter<ServerSentEvent> {
  let out: ServerSentEvent[] = [];
  let retry: number | undefined;
  const parser = createParser({
    onEvent: ({ event, data, id }) => {
      // `retry` only when set, without a spread: every event would otherwise pay for an object copy.
      const item: ServerSentEvent = { event, data, id };
      if (retry !== undefined) {
        item.retry = retry;
        retry = undefined;
      }
      out.push(item);
    },
    onRetry: (ms) => {
      retry = ms;
    },
  });
  const feed = (text: string): ServerSentEvent[] => {
    parser.feed(text);
    const items = out;
    out = [];
    return items;
  };
  return {
    push: feed,
    // Anything a blank line after the end dispatches is an event the body did not finish (the parser takes the first
    // LF as the end of a CRLF when the body ended in CR, so two).
    end: () => ({ items: [], cut: feed('\n\n').length > 0 }),
  };
}

/** JSON Lines and NDJSON: each line one item (its text); blank lines skipped; the last line may lack its LF. */
export function jsonLines(): ItemSplitter<string> {
  let pending = '';
  const lines = (text: string): string[] => {
    const parts = text.split('\n');
    pending = parts.pop()!;
    // In place, one pass: each piece of the body holds many lines. One that starts with a printable ASCII character is
    // not blank; only the others are trimmed to see.
    let kept = 0;
    for (let i = 0; i < parts.length; i++) {
      let line = parts[i]!;
      if (line.charCodeAt(line.length - 1) === 13 /* CR */) line = line.slice(0, -1);
      const first = line.charCodeAt(0);
      if ((first > 32 && first < 127) || line.trim() !== '') parts[kept++] = line;
    }
    parts.length = kept;
    return parts;
  };
  return {
    push(text) {
      if (text.includes('\n')) return lines(pending + text);
      pending += text;
      return [];
    },
    end() {
      const rest = pending;
      pending = '';
      if (rest.trim() === '') return { items: [], cut: false };
      // A last line without its LF is an item when it is whole JSON, and what the connection cut off otherwise.
      return isJson(rest) ? { items: [rest], cut: false } : { items: [], cut: true };
    },
  };
}

const RS = '\x1e';

/**
 * RFC 7464: an item is the text between an RS and the next, complete once it ends in LF and parses (a text may hold
 * LFs of its own). One that never parses is handed out when the next RS arrives, for the reader to report.
 */
export function jsonTextSequence(): ItemSplitter<string> {
  let pending: string | undefined;
  let skipped = '';
  let scan = jsonTextScan();
  const take = (text: string): string[] => {
    const items: string[] = [];
    const parts = text.split(RS);
    // Before the first RS of the body: nothing but what a sequence may not hold; kept to be reported.
    if (pending === undefined) skipped += parts.shift()!;
    else {
      const head = parts.shift()!;
      pending += head;
      scan.feed(head);
    }
    for (const part of parts) {
      if (pending !== undefined && pending.trim() !== '') items.push(pending);
      pending = part;
      scan = jsonTextScan();
      scan.feed(part);
    }
    // Parsed only when it may be whole: parsing (or even reading the end of) the growing text at every piece that ends
    // in LF cost time quadratic in its length.
    if (pending !== undefined && scan.mayBeWhole()) {
      if (isJson(pending)) {
        items.push(pending);
        pending = '';
        scan = jsonTextScan();
      } else scan.broken();
    }
    if (skipped.trim() !== '') {
      items.unshift(skipped);
      skipped = '';
    }
    return items;
  };
  return {
    push: take,
    end() {
      const rest = pending;
      pending = '';
      if (rest === undefined || rest.trim() === '') return { items: [], cut: false };
      // Not followed by LF: RFC 7464 takes it as cut short, even if what arrived parses.
      return rest.endsWith('\n') ? { items: [rest], cut: false } : { items: [], cut: true };
    },
  };
}

/**
 * Where a JSON text stands as it arrives: whether it ends in LF, a value has begun and every string and bracket it
 * opened is closed. Only then can it be whole; once it does not parse then, no text after it can make it parse (the
 * LF ended any number or word), so it is not tried again.
 */
function jsonTextScan(): { feed(text: string): void; mayBeWhole(): boolean; broken(): void } {
  let depth = 0;
  let inString = false;
  let escaped = false;
  let begun = false;
  let failed = false;
  let endsInLf = false;
  return {
    feed(text) {
      if (text !== '') endsInLf = text.charCodeAt(text.length - 1) === 0x0a;
      for (let i = 0; i < text.length; i++) {
        const c = text.charCodeAt(i);
        if (inString) {
          if (escaped) escaped = false;
          else if (c === 0x5c) escaped = true;
          else if (c === 0x22) inString = false;
        } else if (c === 0x22) inString = begun = true;
        else if (c === 0x7b || c === 0x5b) {
          depth++;
          begun = true;
        } else if (c === 0x7d || c === 0x5d) depth--;
        else if (c !== 0x20 && c !== 0x0a && c !== 0x0d && c !== 0x09) begun = true;
      }
    },
    mayBeWhole: () => endsInLf && begun && depth === 0 && !inString && !failed,
    broken() {
      failed = true;
    },
  };
}

function isJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
