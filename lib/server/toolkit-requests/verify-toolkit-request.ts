import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { toolkitRequests } from "@/lib/server/db/schema";
import { hashSecret } from "@/lib/server/auth/secrets";
import { AppError } from "@/lib/server/http/app-error";
import type { VerifiedToolkitRequest } from "@/lib/schemas/toolkit-requests";
import { findMaterial } from "@/lib/server/marketing-materials/list-materials";
import { signedFileUrl } from "@/lib/server/marketing-materials/download-links";

export const INVALID_REQUEST_LINK = "This link is not valid or has expired.";

/**
 * Confirms the address of the request the e-mailed link belongs to. A link can be opened again
 * (mail scanners open links before people do) until it expires; an expired or unknown link is a 400.
 */
export async function verifyToolkitRequest(token: string, now = new Date()): Promise<VerifiedToolkitRequest> {
  // No rate limit here: the token is 256 random bits, so guessing is hopeless, and a refusal writes nothing.
  const database = await db();
  const [row] = await database.select().from(toolkitRequests).where(eq(toolkitRequests.tokenHash, hashSecret(token))).limit(1);
  if (!row || row.expiresAt <= now) throw new AppError("bad_request", INVALID_REQUEST_LINK);
  if (!row.verifiedAt) await database.update(toolkitRequests).set({ verifiedAt: now }).where(eq(toolkitRequests.id, row.id));
  const kind = row.kind === "download" ? "download" : "access";
  // A visitor's download: the material as visitors see it (agency and country materials are not theirs).
  const material = kind === "download" ? await findMaterial(row.title, null) : null;
  return { kind, email: row.email, title: material?.title ?? row.title, download_url: material ? signedFileUrl(material.slug) : null };
}
