// The baseline: node:http + mysql2 running exactly the SQL the API ran for the same request
// (captured from Knex), with no framework, validation or mapping. What the API costs on top of
// its queries is the gap between the two.
import fs from 'node:fs';
import http from 'node:http';
import mysql from 'mysql2/promise';

const statements = JSON.parse(fs.readFileSync(process.env.BENCH_SQL_FILE, 'utf8'));
const pool = mysql.createPool({ uri: process.env.DATABASE_URL, connectionLimit: 10 });

http
  .createServer(async (_req, res) => {
    try {
      let first = null;
      for (const { sql, bindings } of statements) {
        const [rows] = await pool.query(sql, bindings);
        first ??= rows;
      }
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(first));
    } catch (error) {
      res.writeHead(500).end(String(error));
    }
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
