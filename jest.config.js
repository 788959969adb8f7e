// One jest run for the whole repo: "web" covers the shell, the remotes and shared in jsdom;
// "server", "server-pglite" and "server-embedded" cover mock-server over HTTP against a real
// database ("server": PGlite, or PostgreSQL when DATABASE_URL is set; the other two: PGlite,
// "server-pglite" only beside PostgreSQL).
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } }];

const swcCjs = ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }];

/**
 * Which server test file runs on which database (`npm test` runs the server projects in one jest run):
 * - behaviour (every file not listed below): what the API does with data, on PostgreSQL
 *   (project "server", on DATABASE_URL) and on PGlite (project "server-pglite"), because SQL,
 *   locking and concurrency can differ between the two;
 * - PGlite machinery (its wire layer, thread, WAL flusher, backup, data-folder lock, the
 *   embedded-only CLI): on PGlite only, as nothing of it runs on PostgreSQL;
 * - files whose outcome no database can change (no database at all, or one only to start a
 *   server whose answer comes before any query: settings check, sanitiser, ESLint boundaries,
 *   import cycles, API docs, route schemas, static files): once, on PGlite.
 * A file that opens a database and is not PGlite machinery is behaviour.
 */
const PGLITE_MACHINERY = ['auth/create-admin', 'backup', 'data-dir-lock', 'db/pglite-prepared', 'db/pglite-thread', 'db/wal-sync'];
const DATABASE_FREE = [
  'admin-news-mail/delivery-settings',
  'admin-news-mail/news-html-sanitizer',
  'api-docs',
  'area-boundaries',
  'auth/password-hash',
  'auth/session-cache',
  'buyer-web/rules',
  'buyer-web/web-filters-answer',
  'db/change-messages',
  'db/statement-batcher',
  'hardening-hash-pool',
  'http/listening-copies',
  'http/read-cache-in-flight',
  'import-cycles',
  'mail',
  'route-schemas',
  'server-node-flags',
  'settings-check',
  'static',
  'static-cache',
];
const PGLITE_ONCE = [...PGLITE_MACHINERY, ...DATABASE_FREE].map((name) => `<rootDir>/mock-server/test/${name}.test.ts`);
// testPathIgnorePatterns are regular expressions on the absolute path: the same files.
const PGLITE_ONCE_PATTERNS = [...PGLITE_MACHINERY, ...DATABASE_FREE].map((name) => `/mock-server/test/${name}\\.test\\.ts$`);
const BEHAVIOUR = ['<rootDir>/mock-server/test/**/*.test.ts'];

function serverProject(displayName, { files, pglite = false }) {
  return {
    displayName,
    testEnvironment: 'node',
    roots: ['<rootDir>/mock-server'],
    testMatch: files,
    // Behaviour is every server test but the PGlite-once files.
    testPathIgnorePatterns: ['/node_modules/', ...(files === BEHAVIOUR ? PGLITE_ONCE_PATTERNS : [])],
    transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.(c|m)js$': swcCjs },
    // PGlite's CommonJS build loads Node modules with import(), which jest's sandbox refuses
    // without --experimental-vm-modules; content-disposition 3 (@fastify/static) and cookie 1 (app.inject) are ESM only;
    // typebox 1 (the route schemas) ships only .mjs; compiling them like our own code turns them into CommonJS.
    transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|content-disposition|cookie|typebox)/)'],
    // Prepares the migrated and the seeded database once; each test file copies one.
    globalSetup: '<rootDir>/mock-server/test/helpers/global-setup.ts',
    globalTeardown: '<rootDir>/mock-server/test/helpers/global-teardown.ts',
    // The PGlite projects unset DATABASE_URL for their files alone (each file has its own process.env).
    setupFiles: pglite ? ['<rootDir>/mock-server/test/helpers/on-pglite.ts'] : [],
    // Each file opens a real database and hashes passwords at OWASP cost: allow 60 s per test.
    setupFilesAfterEnv: ['<rootDir>/mock-server/test/helpers/setup-timeout.ts'],
  };
}

module.exports = {
  projects: [
    {
      displayName: 'web',
      testEnvironment: '<rootDir>/shared/test/jest-environment.js',
      roots: [
        '<rootDir>/shared',
        '<rootDir>/shell',
        '<rootDir>/remote-buyer-web',
        '<rootDir>/remote-mypage-market',
        '<rootDir>/remote-admin-master',
        '<rootDir>/remote-admin-transaction',
        '<rootDir>/remote-admin-news-mail',
      ],
      testMatch: ['**/src/**/*.test.ts?(x)'],
      transform: { '^.+\\.(t|j)sx?$': swc },
      setupFilesAfterEnv: ['<rootDir>/shared/test/setup-tests.ts'],
      moduleNameMapper: { '\\.(css|png|jpe?g|svg)$': '<rootDir>/shared/test/file-stub.js' },
    },
    serverProject('server', { files: BEHAVIOUR }),
    // Without DATABASE_URL "server" is already the behaviour suite on PGlite.
    ...(process.env.DATABASE_URL ? [serverProject('server-pglite', { files: BEHAVIOUR, pglite: true })] : []),
    serverProject('server-embedded', { files: PGLITE_ONCE, pglite: true }),
  ],
};
