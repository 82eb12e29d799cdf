/**
 * What a test file's database can start with besides the migrated schema and reference data: the
 * whole demo data seeded as of SEEDED_TODAY, with or without the demo bookings. global-setup.ts
 * seeds each once per run; test-database.ts clones them.
 */
// In the order they are seeded: the files suites, the larger share, wait for the first.
export const TEST_SEEDS = ['demo-without-bookings', 'demo'] as const;
export type TSeededTestSeed = (typeof TEST_SEEDS)[number];
export type TTestSeed = 'none' | TSeededTestSeed;

/** The operator's "today" the demo data is seeded for: the demo catalogue has 18 months of rates. */
export const SEEDED_TODAY = '2030-02-01';
