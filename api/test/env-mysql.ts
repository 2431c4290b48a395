// setupFiles of the api-mysql project: every test file of it runs on MariaDB, in a database of its
// own worker (created on first use by helpers/test-database.ts).
const prefix = process.env.CYPHER_TEST_MYSQL_PREFIX;
if (!prefix) throw new Error('CYPHER_TEST_MYSQL_PREFIX is missing: test/global-setup-mysql.ts did not run');
process.env.TEST_DB = 'mysql';
process.env.CYPHER_TEST_MYSQL_DB = `${prefix}_w${process.env.JEST_WORKER_ID ?? '1'}`;
