// The base tsconfig limits global types to node and jest; component tests also use
// jest-dom's matchers (loaded at run time by shared/test/setup-tests.ts).
/// <reference types="@testing-library/jest-dom" />
