import "server-only";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Database } from "@/lib/server/db/client";
import {
  audienceRegions,
  targetingConversationTopics,
  targetingCountries,
  targetingInterests,
  targetingJobTitles,
  targetingLanguages,
  targetingLocations,
  targetingMoviesTvShows,
  targetingNetworkOperators,
} from "@/lib/server/db/schema";
import * as sources from "./reference-sources";

const CHUNK = 500;

function uniqueBy<T>(rows: T[], key: (row: T) => string): T[] {
  const seen = new Map<string, T>();
  for (const row of rows) if (!seen.has(key(row))) seen.set(key(row), row);
  return [...seen.values()];
}

async function insertAll<T extends Record<string, unknown>>(db: Database, table: PgTable, rows: T[]): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db.insert(table).values(rows.slice(i, i + CHUNK)).onConflictDoNothing();
  }
}

/** Seeds every targeting reference list; running it again adds only what is missing. */
export async function seedTargetingReferenceData(db: Database): Promise<void> {
  const countries = sources.countryRows();
  const byId = <T extends { id: string }>(rows: T[]) => uniqueBy(rows, (r) => r.id);
  await insertAll(db, targetingInterests, byId(sources.interestRows()));
  await insertAll(db, targetingLanguages, sources.languageRows());
  await insertAll(db, targetingNetworkOperators, byId(sources.networkOperatorRows()));
  await insertAll(db, targetingConversationTopics, byId(sources.conversationTopicRows()));
  await insertAll(db, targetingMoviesTvShows, byId(sources.movieTvShowRows()));
  await insertAll(db, targetingCountries, countries);
  await insertAll(db, targetingLocations, byId(sources.locationRows(countries)));
  await insertAll(db, targetingJobTitles, uniqueBy(sources.jobTitleRows(), (r) => `${r.category}|${r.title}`));
  await insertAll(db, audienceRegions, uniqueBy(sources.audienceRegionRows(countries), (r) => r.name));
}
