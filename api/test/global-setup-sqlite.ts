import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** One temporary folder per run for the SQLite files and images of every test file. */
export default async function globalSetup(): Promise<void> {
  process.env.CYPHER_TEST_SQLITE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'cypher-api-test-'));
}
