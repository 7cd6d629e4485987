import { fileURLToPath } from 'node:url';

/** The SQL migrations both drivers run, in order, recorded in drizzle.__drizzle_migrations. */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));
