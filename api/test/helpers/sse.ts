import http from 'node:http';

/** One server-sent event as a client reads it (comments kept apart as heartbeats). */
export interface SseEvent {
  id?: string;
  event: string;
  data: string;
}

export interface SseStream {
  status: number;
  headers: http.IncomingHttpHeaders;
  events: SseEvent[];
  comments: string[];
  /** The JSON body of an answer that is not a stream (404, 400). */
  body: string;
  /** Resolves once `count` events have arrived (rejects after `ms`). */
  waitFor(count: number, ms?: number): Promise<SseEvent[]>;
  waitForComment(text: string, ms?: number): Promise<void>;
  close(): void;
}

/** Opens `url` as a browser's EventSource would and parses what arrives. */
export function openSse(url: string, headers: Record<string, string> = {}): Promise<SseStream> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
      const stream: SseStream = {
        status: res.statusCode ?? 0,
        headers: res.headers,
        events: [],
        comments: [],
        body: '',
        waitFor: (count, ms = 5_000) => until(() => stream.events.length >= count, ms).then(() => stream.events.slice(0, count)),
        waitForComment: (text, ms = 5_000) => until(() => stream.comments.includes(text), ms),
        close: () => req.destroy(),
      };
      let buffer = '';
      const waiters = new Set<() => void>();
      function until(done: () => boolean, ms: number): Promise<void> {
        if (done()) return Promise.resolve();
        return new Promise((ok, fail) => {
          const timer = setTimeout(() => {
            waiters.delete(check);
            fail(new Error(`stream: timed out; events so far ${JSON.stringify(stream.events)}`));
          }, ms);
          const check = () => {
            if (!done()) return;
            clearTimeout(timer);
            waiters.delete(check);
            ok();
          };
          waiters.add(check);
        });
      }
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        if (!String(res.headers['content-type']).startsWith('text/event-stream')) {
          stream.body += chunk;
          return;
        }
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event: SseEvent = { event: 'message', data: '' };
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) stream.comments.push(line.slice(1).trim());
            else if (line.startsWith('id: ')) [event.id, isEvent] = [line.slice(4), true];
            else if (line.startsWith('event: ')) [event.event, isEvent] = [line.slice(7), true];
            else if (line.startsWith('data: ')) [event.data, isEvent] = [line.slice(6), true];
          }
          if (isEvent) stream.events.push(event);
        }
        for (const check of [...waiters]) check();
      });
      res.on('end', () => resolve(stream));
      // A stream resolves as soon as its headers are in; an error answer once its body is read.
      if (String(res.headers['content-type']).startsWith('text/event-stream')) resolve(stream);
    });
    req.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
}
