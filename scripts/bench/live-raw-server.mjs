// The baseline of the live-update bench: a bare node:http server-sent-events broadcaster. GET
// /live opens a stream; POST /announce writes one event to every stream, its id `<ms>-<seq>` as the API's
// and answers 204 — what the API's fan-out does, without Express, a database or a contract.
import http from 'node:http';

const streams = new Set();
let seq = 0;
const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/live') {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-cache' });
    req.socket.setNoDelay(true);
    res.write(': connected\n\n');
    streams.add(res);
    req.on('close', () => streams.delete(res));
    return;
  }
  if (req.method === 'POST' && req.url === '/announce') {
    req.resume();
    req.on('end', () => {
      const text = `id: ${Date.now()}-${++seq}\ndata: {"topic":"prelims"}\n\n`;
      for (const stream of streams) stream.write(text);
      res.writeHead(204).end();
    });
    return;
  }
  res.writeHead(404).end();
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
