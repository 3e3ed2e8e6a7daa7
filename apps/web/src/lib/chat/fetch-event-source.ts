/**
 * Server-sent events over fetch, for the consoles' streams: EventSource cannot send the partner's or staff's
 * bearer credential (Authorization header), fetch can. It behaves like an EventSource closed for good when the
 * stream ends or fails (readyState 2, then an `error` event): lib/chat/chat-stream opens a new one with the
 * last seen id, as it does when a browser EventSource gives up.
 */
export class FetchEventSource extends EventTarget {
  readyState = 0;
  private readonly controller = new AbortController();

  constructor(
    readonly url: string,
    headers: Record<string, string>,
    fetchImpl: typeof fetch = globalThis.fetch.bind(globalThis),
  ) {
    super();
    void this.run(fetchImpl, headers);
  }

  close(): void {
    this.readyState = 2;
    this.controller.abort();
  }

  private fail(): void {
    if (this.readyState === 2) return;
    this.readyState = 2;
    this.dispatchEvent(new Event('error'));
  }

  private async run(fetchImpl: typeof fetch, headers: Record<string, string>): Promise<void> {
    try {
      const response = await fetchImpl(this.url, {
        headers: { Accept: 'text/event-stream', ...headers },
        cache: 'no-store',
        signal: this.controller.signal,
      });
      if (!response.ok || !response.body) {
        this.fail();
        return;
      }
      this.readyState = 1;
      this.dispatchEvent(new Event('open'));
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const parser = createSseParser((type, data, id) => this.dispatchEvent(new MessageEvent(type, { data, lastEventId: id })));
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        parser(value);
      }
      this.fail();
    } catch {
      this.fail();
    }
  }
}

/**
 * The text/event-stream format (WHATWG HTML 9.2.6): `event:`, `data:` (joined by newlines), `id:`; a blank line
 * dispatches; `:` lines are comments (heartbeats). The last id carries over to later events, as in EventSource.
 */
export function createSseParser(dispatch: (type: string, data: string, lastEventId: string) => void): (chunk: string) => void {
  let buffer = '';
  let type = '';
  let data: string[] = [];
  let lastEventId = '';
  return (chunk: string) => {
    buffer += chunk;
    const lines = buffer.split(/\r\n|\r|\n/);
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) dispatch(type || 'message', data.join('\n'), lastEventId);
        type = '';
        data = [];
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      let value = colon === -1 ? '' : line.slice(colon + 1);
      if (value.startsWith(' ')) value = value.slice(1);
      if (field === 'event') type = value;
      else if (field === 'data') data.push(value);
      else if (field === 'id' && !value.includes('\0')) lastEventId = value;
    }
  };
}
