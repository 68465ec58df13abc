import "server-only";
import { eq } from "drizzle-orm";
import type { Identity } from "@/lib/server/auth/identity";
import { db } from "@/lib/server/db";
import { uploadedAudiences } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { viaAds } from "./ads-errors";
import { adsAdapter } from "./index";
import { teamAdAccount } from "./upload-access";

/** Removes an upload: its line item on X (already gone is fine), then the record. */
export async function deleteUploadedAudience(identity: Identity, id: number) {
  const database = await db();
  const [row] = await database.select().from(uploadedAudiences).where(eq(uploadedAudiences.id, id));
  if (!row || row.deleted) throw new AppError("not_found", "Not found.");
  const { user } = await requireTeamMember(identity, row.teamId);
  const account = await teamAdAccount(user.userId, row.teamId, row.adAccountId);
  await viaAds(async () => {
    const ads = adsAdapter();
    const line = await ads.getLineItem(account, row.lineItemId);
    if (line && !line.deleted) await ads.deleteLineItem(account, row.lineItemId);
  });
  await database.update(uploadedAudiences).set({ deleted: true }).where(eq(uploadedAudiences.id, id));
}
