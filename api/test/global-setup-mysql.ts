// Jest loads global setup without the projects' moduleNameMapper, so the `.js` spelling that
// NodeNext type-checking wants would not resolve here; require the .ts module by its bare name.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { TEST_DB_PATTERN, withServer } = require('./mysql-server') as typeof import('./mysql-server.js');

/** Databases left by runs older than this are dropped (a run that is still going keeps its own). */
const STALE_AFTER_SECONDS = 2 * 60 * 60;

/**
 * Checks that MariaDB answers (failing the run loudly if it does not) and names this run's
 * databases; each jest worker creates its own `<prefix>_w<id>` (see helpers/test-database.ts).
 */
export default async function globalSetup(): Promise<void> {
  const nowSeconds = Math.floor(Date.now() / 1000);
  process.env.CYPHER_TEST_MYSQL_PREFIX = `cypher_test_${nowSeconds}_${process.pid}`;
  await withServer(async (connection) => {
    const [rows] = await connection.query('SHOW DATABASES LIKE "cypher\\_test\\_%"');
    for (const row of rows as Record<string, string>[]) {
      const name = Object.values(row)[0];
      const match = TEST_DB_PATTERN.exec(name);
      if (match && nowSeconds - Number(match[1]) > STALE_AFTER_SECONDS) await connection.query(`DROP DATABASE \`${name}\``);
    }
  });
}
