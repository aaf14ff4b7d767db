/**
 * Test files run two at a time: vitest's default on a 2-core machine is one, which leaves a core idle while a
 * file waits on PGlite's WebAssembly or on PostgreSQL. PostgreSQL gives each worker its own database.
 */
export const testWorkers = 2;
