// setupFiles of the api-sqlite project: every test file of it runs on SQLite.
process.env.TEST_DB = 'sqlite';
delete process.env.DATABASE_URL;
