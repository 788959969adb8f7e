// The PGlite projects (jest.config.js) run their files on PGlite even when the same jest run
// gives DATABASE_URL to the PostgreSQL project: each test file has its own copy of process.env.
delete process.env.DATABASE_URL;
