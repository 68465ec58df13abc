import "server-only";
import type { Database } from "@/lib/server/db/client";
import { creatorAccountSettings } from "@/lib/server/db/schema";
import type { CreatorSettings, CreatorSettingsView } from "@/lib/schemas/creator-settings";
import { creatorTimeZone } from "./best-post-time";
import type { CreatorAccount } from "./creator-accounts";

/** The account's settings (UTC until its time zone is set). */
export async function creatorSettings(db: Database, account: CreatorAccount): Promise<CreatorSettingsView> {
  return { time_zone: await creatorTimeZone(db, account) };
}

/** Sets the account's time zone; best time to post reads in it from now on. */
export async function updateCreatorSettings(db: Database, account: CreatorAccount, settings: CreatorSettings): Promise<CreatorSettingsView> {
  await db
    .insert(creatorAccountSettings)
    .values({ accountId: account.id, timeZone: settings.time_zone })
    .onConflictDoUpdate({ target: creatorAccountSettings.accountId, set: { timeZone: settings.time_zone } });
  return creatorSettings(db, account);
}
