/** Moved to the auth area; kept so other branches' imports resolve until the merge. */
export * from '../areas/auth/password/password-hash';
