/**
 * A stand-in for EventSource in tests (jsdom has none), for pages that use `useBattleLive`:
 * `sources` lists every stream opened (URL and whether it is closed); `emit` delivers an event
 * as the server would, `drop` fails the connection as a lost network does.
 */
export interface FakeEventSourceControl {
  sources: FakeEventSourceHandle[];
  /** The open stream of `url` (its path is enough), or undefined. */
  openAt(url: string): FakeEventSourceHandle | undefined;
  restore(): void;
}

export interface FakeEventSourceHandle {
  url: string;
  closed: boolean;
  open(): void;
  /** A `message` event (`type` default) or a named one such as `reset`. */
  emit(data: unknown, o?: { id?: string; type?: string }): void;
  drop(): void;
}

export function installFakeEventSource(): FakeEventSourceControl {
  const sources: FakeEventSourceHandle[] = [];
  class FakeEventSource extends EventTarget implements FakeEventSourceHandle {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSED = 2;
    closed = false;
    readyState = 0;
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    constructor(readonly url: string) {
      super();
      sources.push(this);
    }
    close() {
      this.closed = true;
      this.readyState = 2;
    }
    open() {
      this.readyState = 1;
      this.onopen?.(new Event('open'));
    }
    emit(data: unknown, o: { id?: string; type?: string } = {}) {
      const event = new MessageEvent(o.type ?? 'message', { data: JSON.stringify(data), lastEventId: o.id ?? '' });
      if ((o.type ?? 'message') === 'message') this.onmessage?.(event);
      this.dispatchEvent(event);
    }
    drop() {
      this.onerror?.(new Event('error'));
    }
  }
  const previous = (globalThis as { EventSource?: unknown }).EventSource;
  (globalThis as { EventSource?: unknown }).EventSource = FakeEventSource;
  return {
    sources,
    openAt: (url) => sources.find((source) => !source.closed && source.url.includes(url)),
    restore: () => {
      (globalThis as { EventSource?: unknown }).EventSource = previous;
    },
  };
}
