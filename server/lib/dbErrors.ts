/** True for a unique-constraint violation (SQLSTATE 23505), from pg and PGlite alike. */
export const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === '23505';
