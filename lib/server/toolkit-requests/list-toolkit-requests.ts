import "server-only";
import { desc } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { toolkitRequests } from "@/lib/server/db/schema";
import type { ToolkitRequestView } from "@/lib/schemas/toolkit-requests";

/** Staff who read the toolkit's access and download requests. */
export const TOOLKIT_ADMIN_GROUP = "Toolkit_admin";

/** The latest requests, newest first, for the toolkit's admins. */
export async function listToolkitRequests(limit = 200): Promise<ToolkitRequestView[]> {
  const rows = await (await db()).select().from(toolkitRequests).orderBy(desc(toolkitRequests.createdAt), desc(toolkitRequests.id)).limit(limit);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    email: r.email,
    name: r.name,
    company: r.company,
    country: r.country,
    message: r.message,
    title: r.title,
    verified: r.verifiedAt !== null,
    created_at: r.createdAt.toISOString(),
    verified_at: r.verifiedAt?.toISOString() ?? null,
  }));
}
