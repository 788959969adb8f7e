// One jest run for the whole repo: "web" covers the shell, the remotes and shared in jsdom;
// "server" covers mock-server over HTTP against a real database (PGlite, or PostgreSQL
// when DATABASE_URL is set).
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } }];

const swcCjs = ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }];

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
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/mock-server'],
      testMatch: ['**/test/**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.(c|m)js$': swcCjs },
      // PGlite's CommonJS build loads Node modules with import(), which jest's sandbox refuses
      // without --experimental-vm-modules; content-disposition 3 (@fastify/static) and cookie 1 (app.inject) are ESM only;
      // typebox 1 (the route schemas) ships only .mjs; compiling them like our own code turns them into CommonJS.
      transformIgnorePatterns: ['/node_modules/(?!(@electric-sql/pglite|content-disposition|cookie|typebox)/)'],
      // Prepares the migrated and the seeded database once; each test file copies one.
      globalSetup: '<rootDir>/mock-server/test/helpers/global-setup.ts',
      globalTeardown: '<rootDir>/mock-server/test/helpers/global-teardown.ts',
      // Each file opens a real database and hashes passwords at OWASP cost: allow 60 s per test.
      setupFilesAfterEnv: ['<rootDir>/mock-server/test/helpers/setup-timeout.ts'],
    },
  ],
};
