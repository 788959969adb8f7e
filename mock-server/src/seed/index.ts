export { seedIfEmpty, seedSampleMarket, tablesWithData, SAMPLE_SCALE, type SeedOptions } from './seed-sample-market';
export { SAMPLE_ACCOUNTS, OTHER_PASSWORD } from './build-accounts';
export { TABLES as SEEDED_TABLES } from './tables';
export { storeSampleFiles, placeholderPhoto, type FilePutter } from './sample-files';
