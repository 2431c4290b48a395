import mysql from 'mysql2/promise';

/** The MariaDB the suite runs against (root, empty password, as on every project machine). */
export const MYSQL_SERVER_URL = process.env.TEST_MYSQL_SERVER_URL ?? 'mysql://root@127.0.0.1:3306';

/** Databases of one run are named cypher_test_<epoch seconds>_<pid>[_w<worker>]. */
export const TEST_DB_PATTERN = /^cypher_test_(\d+)_\d+(_w\d+)?$/;

export async function withServer<T>(work: (connection: mysql.Connection) => Promise<T>): Promise<T> {
  let connection: mysql.Connection;
  try {
    connection = await mysql.createConnection(MYSQL_SERVER_URL);
  } catch (error) {
    throw new Error(
      `MariaDB/MySQL is not reachable at ${MYSQL_SERVER_URL} (${(error as Error).message}). ` +
        'The api-mysql tests need it: start it (service mariadb start) or set TEST_MYSQL_SERVER_URL.',
    );
  }
  try {
    return await work(connection);
  } finally {
    await connection.end();
  }
}
