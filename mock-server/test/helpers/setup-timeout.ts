// Opening a database copy and hashing passwords at OWASP's scrypt cost take seconds on a busy
// machine; jest's default 5 s would fail hooks that are merely slow.
jest.setTimeout(60_000);
