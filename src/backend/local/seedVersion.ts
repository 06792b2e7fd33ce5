/** Recorded in a seeded demo database; kept apart from the seed so the seed itself can load lazily. */
export const SEED_VERSION = 3;
