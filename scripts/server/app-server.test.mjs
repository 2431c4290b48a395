// The composition server as a whole (app-server.mjs), over real HTTP, with a shell page of its own
// in a temporary folder (jest runs before the build) and a small API standing in for the real one.
// What it proves is the wiring the unit tests of each piece cannot: that the API is mounted behind
// the card hints' forgetting, so a write accepted through this server changes the next visit's
// preload at once (card-hints.mjs keeps an answer 2 s otherwise).
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';
import { createAppServer } from './app-server.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The first events' images, as the stand-in API answers Home's two lists. */
let upcoming;
let root;
let server;
let origin;

/** The API's part Home reads (its two lists) and writes that are accepted or refused. */
function standInApi() {
  const api = express.Router();
  api.use(express.json());
  api.get('/events', (req, res) => res.json(req.query.t === 'future' ? upcoming : []));
  api.put('/events/:id', (req, res) => {
    if (req.body?.image === undefined) return res.status(400).json({ error: 'image is required' });
    upcoming = upcoming.map((event) => (event.id === Number(req.params.id) ? { ...event, image: req.body.image } : event));
    return res.status(204).end();
  });
  return api;
}

const homePreloads = async () => {
  const html = await (await fetch(`${origin}/`)).text();
  return [...html.matchAll(/<link rel="preload" as="image"[^>]* href="\/api\/images\/(\d+)\?/g)].map((m) => Number(m[1]));
};
const put = (id, body) =>
  fetch(`${origin}/api/events/${id}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'cypher-app-server-'));
  await fs.mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
  // The content pages' heads are read from the shell's own Markdown.
  await fs.symlink(path.join(repoRoot, 'shell', 'content'), path.join(root, 'shell', 'content'));
  await fs.writeFile(
    path.join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><title>Cypher</title></head><body><main id="sh-content" class="sh-main"></main></body></html>',
  );
  const remotesFile = path.join(root, 'remotes.json');
  await fs.writeFile(remotesFile, '{}');
  const app = createAppServer({ root, api: standInApi(), remotesFile });
  server = await new Promise((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  origin = `http://127.0.0.1:${server.address().port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fs.rm(root, { recursive: true, force: true });
});

it('names the new first image on the next visit after an edit through the API, not after a refused one', async () => {
  upcoming = [
    { id: 2, image: 22 },
    { id: 3, image: 33 },
  ];
  expect(await homePreloads()).toEqual([22]);
  // Kept: an edit the server did not see (straight in the data) shows only after the keep.
  upcoming = [{ id: 2, image: 44 }];
  expect(await homePreloads()).toEqual([22]);
  // A refused write changed nothing, so the kept answer stays.
  expect((await put(2, {})).status).toBe(400);
  expect(await homePreloads()).toEqual([22]);
  // An accepted write through the API's mount drops it at once.
  expect((await put(2, { image: 55 })).status).toBe(204);
  expect(await homePreloads()).toEqual([55]);
});
