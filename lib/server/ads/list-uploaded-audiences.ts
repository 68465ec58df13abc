import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { statusLabel } from "@/lib/domain/targeting/ads-criteria";
import type { Identity } from "@/lib/server/auth/identity";
import { db } from "@/lib/server/db";
import { uploadedAudiences } from "@/lib/server/db/schema";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { adsAdapter } from "./index";
import { teamAdAccount } from "./upload-access";
import { uploadedAudienceView } from "./uploaded-audience-view";

/** A team's uploads, newest first, each with its line item's current status as X reports it. */
export async function listUploadedAudiences(identity: Identity, teamRef: string, audienceConfigId?: number) {
  const { team, user } = await requireTeamMember(identity, teamRef);
  const rows = await (await db())
    .select()
    .from(uploadedAudiences)
    .where(and(eq(uploadedAudiences.teamId, team.id), eq(uploadedAudiences.deleted, false), audienceConfigId ? eq(uploadedAudiences.audienceConfigId, audienceConfigId) : undefined))
    .orderBy(desc(uploadedAudiences.createdAt), desc(uploadedAudiences.id))
    .limit(200);
  const ads = adsAdapter();
  const now = new Date();
  return Promise.all(
    rows.map(async (row) => {
      try {
        const account = await teamAdAccount(user.userId, team.id, row.adAccountId);
        const line = await ads.getLineItem(account, row.lineItemId);
        return uploadedAudienceView(row, line ? statusLabel(line, now) : "halted");
      } catch {
        // Access since revoked or X unreachable: the upload is still listed, its status unknown.
        return uploadedAudienceView(row, "unknown");
      }
    }),
  );
}
