// The embedded X sign-in's authorize step (no X client configured): GET what the consent screen shows; POST the creator's choice, answering where to go back to
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { db } from "@/lib/server/db";
import { requireUser } from "@/lib/server/auth/require-user";
import { localConsentDecisionSchema, localConsentRequestSchema } from "@/lib/schemas/x-sign-in";
import { decideLocalConsent, localConsentInfo } from "@/lib/server/creators/x-sign-in/local-consent";

export const GET = route({ auth: "user", query: localConsentRequestSchema }, async ({ identity, query }) => {
  const { userId } = requireUser(identity);
  return json(await localConsentInfo(await db(), userId, query));
});

export const POST = route({ auth: "user", body: localConsentDecisionSchema }, async ({ body }) => json(await decideLocalConsent(await db(), body)));
