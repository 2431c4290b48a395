// The real API (Express + Knex) on the bench database, alone in its process.
import http from 'node:http';
import { createApp, loadConfig, openDatabase } from '@cypher/api';

const config = loadConfig(process.env);
const db = await openDatabase(config);
const app = createApp({ db, config });
http.createServer(app).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
