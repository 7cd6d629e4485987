/** The key under which the API suite's global set-up provides its run's name to the test files. */
export const TEST_DATABASE_RUN = 'testDatabaseRun';

declare module 'vitest' {
  export interface ProvidedContext {
    [TEST_DATABASE_RUN]: string;
  }
}

/** What the name of every throwaway database of one run begins with (a-z, 0-9 and _ only). */
export const testDatabasePrefix = (run: string) => `vidshelf_test_${run}_`;
