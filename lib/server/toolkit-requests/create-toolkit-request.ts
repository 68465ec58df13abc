import "server-only";
import { config } from "@/lib/server/config";
import { db } from "@/lib/server/db";
import { toolkitRequests } from "@/lib/server/db/schema";
import { enforceRateLimits } from "@/lib/server/auth/rate-limit";
import { hashSecret, randomSecret } from "@/lib/server/auth/secrets";
import type { CreateToolkitRequest } from "@/lib/schemas/toolkit-requests";
import { sendRequestVerificationEmail } from "./request-email";

const HOUR_MS = 3_600_000;

/**
 * Stores a visitor's request and mails the link that confirms their address. Limited per e-mail
 * and per address; the link is a random secret of which only a keyed hash is kept.
 */
export async function createToolkitRequest(input: CreateToolkitRequest, o: { ip: string; language: string; origin: string; now?: Date }): Promise<{ id: number }> {
  const now = o.now ?? new Date();
  const c = config();
  await enforceRateLimits(
    [
      { bucket: `toolkit-request:email:${input.email}`, limit: c.REQUEST_LIMIT_PER_EMAIL, windowMs: HOUR_MS },
      { bucket: `toolkit-request:ip:${o.ip}`, limit: c.REQUEST_LIMIT_PER_IP, windowMs: HOUR_MS },
    ],
    now,
  );
  const token = randomSecret();
  const title = input.kind === "download" ? input.title : "";
  const [row] = await (await db())
    .insert(toolkitRequests)
    .values({
      kind: input.kind,
      email: input.email,
      name: input.name,
      company: input.company,
      country: input.kind === "access" ? input.country : "",
      message: input.kind === "access" ? input.message : "",
      title,
      language: o.language,
      tokenHash: hashSecret(token),
      expiresAt: new Date(now.getTime() + c.REQUEST_LINK_TTL_HOURS * HOUR_MS),
      createdAt: now,
    })
    .returning({ id: toolkitRequests.id });
  const link = `${o.origin}/request-verification?token=${encodeURIComponent(token)}`;
  await sendRequestVerificationEmail({ to: input.email, kind: input.kind, title, link, language: o.language });
  return row;
}
