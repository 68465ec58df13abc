import "server-only";
import { matchesMaterialFilters, type MaterialFilters } from "@/lib/domain/marketing-materials";
import type { MaterialView } from "@/lib/schemas/marketing-materials";
import { timedMemo } from "@/lib/server/cache/timed-memo";
import { listMaterials } from "./list-materials";

/**
 * The library as visitors see it (no agency), read from the database at most every 30 seconds: the
 * page is public and busy, and the library changes only when an admin saves, which forgets it at
 * once in that process (another process shows the change within 30 seconds).
 */
const library = timedMemo(30_000, () => listMaterials({ agency: null }));

/** The public page's list, filtered. */
export async function publicLibrary(filters: MaterialFilters, now = Date.now()): Promise<MaterialView[]> {
  return (await library.get(now)).filter((m) => matchesMaterialFilters({ ...m, contentType: m.content_type }, filters));
}

/** After an admin added, changed or removed a material. */
export const forgetPublicLibrary = () => library.forget();
