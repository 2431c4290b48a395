// Opens N server-sent-event streams (CLIENT_URLS: comma-separated, spread round-robin) and
// records, per stream, when each `message` event arrived (performance.timeOrigin + now, the same
// clock the driver stamps its POSTs with) and the milliseconds of its id (`<ms>-<seq>`: when the
// server, or Redis, made the announcement). Over IPC it says `open` once every stream is open and
// `reached k` once every stream holds k events; `report` answers every arrival time and id time, in order.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

const urls = process.env.CLIENT_URLS.split(',');
const count = Number(process.env.CLIENTS);
const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
const arrivals = Array.from({ length: count }, () => []);
const announced = Array.from({ length: count }, () => []);
const reached = [];
let resets = 0;
let open = 0;

function connect(index, tries = 0) {
  let opened = false;
  const req = http.get(urls[index % urls.length], { agent, headers: { accept: 'text/event-stream' } }, (res) => {
    if (res.statusCode !== 200) throw new Error(`stream ${index}: ${res.statusCode}`);
    opened = true;
    open++;
    if (open === count) process.send({ type: 'open' });
    let buffer = '';
    res.setEncoding('utf8');
    res.on('data', (chunk) => {
      const at = performance.timeOrigin + performance.now();
      buffer += chunk;
      let end;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (/^event: reset/m.test(block)) resets++;
        const id = /^id: (\d+)-/m.exec(block);
        if (!id) continue;
        announced[index].push(Number(id[1]));
        const k = arrivals[index].push(at);
        reached[k] = (reached[k] ?? 0) + 1;
        if (reached[k] === count) process.send({ type: 'reached', k });
      }
    });
  });
  req.on('error', (error) => {
    // A full listen backlog resets a few connections while thousands open: try those again.
    if (!opened && tries < 20) return void setTimeout(() => connect(index, tries + 1), 100 * (tries + 1));
    console.error(`stream ${index}:`, error.message);
    process.exit(1);
  });
}

// Open in batches so the listen backlog is not flooded.
for (let i = 0; i < count; i += 100) {
  for (let j = i; j < Math.min(count, i + 100); j++) connect(j);
  await new Promise((resolve) => setTimeout(resolve, 50));
}

process.on('message', (message) => {
  if (message.type === 'report') process.send({ type: 'report', arrivals, announced, resets });
});
