import http from 'node:http';

/**
 * A minimal Server-Sent Events reader for tests: connects to a listening app, parses events as a browser's
 * EventSource does (id, event, data; comments ignored) and keeps them. `until` waits for a condition on what
 * arrived, failing after a generous bound rather than measuring time.
 */
export interface SseEvent {
  id: string | null;
  event: string;
  data: string;
}

export interface SseClient {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  ended: Promise<void>;
  until(condition: (events: SseEvent[]) => boolean, what: string, boundMs?: number): Promise<void>;
  close(): void;
}

export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (response) => {
      const events: SseEvent[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let id: string | null = null;
          let event = 'message';
          const data: string[] = [];
          for (const line of block.split('\n')) {
            if (line.startsWith(':') || line === '') continue;
            const colon = line.indexOf(':');
            const field = colon < 0 ? line : line.slice(0, colon);
            const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
            if (field === 'id') id = value;
            else if (field === 'event') event = value;
            else if (field === 'data') data.push(value);
          }
          if (data.length > 0) events.push({ id, event, data: data.join('\n') });
        }
        for (const w of [...waiters]) w();
      });
      const ended = new Promise<void>((done) => {
        response.on('end', done);
        response.on('close', done);
        response.on('error', () => done());
      });
      resolve({
        status: response.statusCode ?? 0,
        headers: response.headers,
        events,
        ended,
        until(condition, what, boundMs = 20_000) {
          if (condition(events)) return Promise.resolve();
          return new Promise<void>((done, fail) => {
            const timer = setTimeout(() => {
              waiters.delete(check);
              fail(new Error(`stream never got ${what} (had ${events.length} events)`));
            }, boundMs);
            const check = () => {
              if (!condition(events)) return;
              clearTimeout(timer);
              waiters.delete(check);
              done();
            };
            waiters.add(check);
          });
        },
        close() {
          request.destroy();
        },
      });
    });
    request.on('error', reject);
  });
}
