/**
 * Whether an error (or one it was caused by, as Drizzle wraps the driver's) is the database
 * refusing a row that breaks the unique index `indexName` (SQLSTATE 23505), on PostgreSQL and
 * PGlite alike: the index is named by the error's constraint or in its message.
 */
export function isUniqueViolation(error: unknown, indexName: string): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth += 1) {
    const { code, constraint, message } = e as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
    };
    if (
      code === '23505' &&
      (constraint === indexName || (typeof message === 'string' && message.includes(indexName)))
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
