import "server-only";
import { AppError } from "./app-error";

/** A numeric primary key from the path; anything else is a 404, never a 500. */
export function idParam(value: string | string[] | undefined): number {
  const n = typeof value === "string" && /^\d{1,9}$/.test(value) ? Number(value) : NaN;
  if (!Number.isSafeInteger(n) || n <= 0) throw new AppError("not_found", "Not found.");
  return n;
}
