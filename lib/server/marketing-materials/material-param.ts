import "server-only";
import { materialSlugSchema } from "@/lib/schemas/toolkit-requests";
import { AppError } from "@/lib/server/http/app-error";

/** The {slug} path value: anything that cannot be a material's slug is simply not found. */
export function materialSlugParam(value: unknown): string {
  const parsed = materialSlugSchema.safeParse(value);
  if (!parsed.success) throw new AppError("not_found", "Not found.");
  return parsed.data;
}
