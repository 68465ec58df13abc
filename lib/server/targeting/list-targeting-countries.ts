import "server-only";
import { asc } from "drizzle-orm";
import type { Database } from "@/lib/server/db/client";
import { targetingCountries } from "@/lib/server/db/schema";
import { UNAVAILABLE_COUNTRY_MESSAGE } from "@/lib/domain/targeting/region-option";

const fold = (s: string) => s.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase().trim();

/** Countries with English and Japanese names; keywords match names and aliases (UK, USA, holland ...). */
export async function listTargetingCountries(db: Database, keywords?: string) {
  const rows = await db.select().from(targetingCountries).orderBy(asc(targetingCountries.nameEn));
  const q = keywords ? fold(keywords) : "";
  const matches = (r: (typeof rows)[number]) =>
    !q || fold(r.nameEn).includes(q) || r.nameJa.includes(keywords!.trim()) || r.code.toLowerCase() === q || r.aliases.some((a) => fold(a) === q || fold(a).startsWith(q));
  return {
    countries: rows.filter(matches).map((r) => ({
      code: r.code,
      label: r.nameEn,
      name_ja: r.nameJa,
      aliases: r.aliases,
      selectable: r.targetable,
      ...(r.targetable ? {} : { info: UNAVAILABLE_COUNTRY_MESSAGE }),
    })),
  };
}
