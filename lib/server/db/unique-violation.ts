/**
 * Whether a database error is a unique-key violation (SQLSTATE 23505), as pg throws it or as
 * drizzle wraps it (the driver's error as `cause`).
 */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === "23505" || e?.cause?.code === "23505";
}
