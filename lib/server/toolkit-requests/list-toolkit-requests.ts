import "server-only";
import { and, desc, eq, ilike, isNotNull, isNull, or, type SQL } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { audienceRequestFeedback, toolkitRequests, users } from "@/lib/server/db/schema";
import type { AdminRequestListQuery, AdminRequestView, RequestStatus } from "@/lib/schemas/toolkit-requests";

const LIMIT = 200;
const like = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

async function visitorRequests(f: AdminRequestListQuery): Promise<AdminRequestView[]> {
  const where: SQL[] = [];
  if (f.kind) where.push(eq(toolkitRequests.kind, f.kind));
  if (f.status) where.push(eq(toolkitRequests.status, f.status));
  if (f.verified) where.push(f.verified === "yes" ? isNotNull(toolkitRequests.verifiedAt) : isNull(toolkitRequests.verifiedAt));
  if (f.q) {
    const words = like(f.q);
    where.push(or(ilike(toolkitRequests.email, words), ilike(toolkitRequests.name, words), ilike(toolkitRequests.company, words), ilike(toolkitRequests.title, words), ilike(toolkitRequests.message, words))!);
  }
  const rows = await (await db()).select().from(toolkitRequests).where(and(...where)).orderBy(desc(toolkitRequests.createdAt), desc(toolkitRequests.id)).limit(LIMIT);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind === "download" ? "download" : "access",
    email: r.email,
    name: r.name,
    company: r.company,
    country: r.country,
    message: r.message,
    title: r.title,
    rating: null,
    verified: r.verifiedAt !== null,
    status: r.status as RequestStatus,
    created_at: r.createdAt.toISOString(),
    verified_at: r.verifiedAt?.toISOString() ?? null,
    handled_at: r.handledAt?.toISOString() ?? null,
  }));
}

async function feedback(f: AdminRequestListQuery): Promise<AdminRequestView[]> {
  // Feedback comes from signed-in users: there is no address to confirm.
  if (f.verified === "no" || (f.status && f.status !== "new" && f.status !== "handled")) return [];
  const where: SQL[] = [];
  if (f.status) where.push(eq(audienceRequestFeedback.status, f.status));
  if (f.q) {
    const words = like(f.q);
    where.push(or(ilike(users.email, words), ilike(audienceRequestFeedback.message, words), ilike(audienceRequestFeedback.context, words))!);
  }
  const rows = await (await db())
    .select({ f: audienceRequestFeedback, email: users.email, firstName: users.firstName, lastName: users.lastName })
    .from(audienceRequestFeedback)
    .innerJoin(users, eq(users.id, audienceRequestFeedback.userId))
    .where(and(...where))
    .orderBy(desc(audienceRequestFeedback.createdAt), desc(audienceRequestFeedback.id))
    .limit(LIMIT);
  return rows.map(({ f: r, email, firstName, lastName }) => ({
    id: r.id,
    kind: "audience-feedback",
    email: email ?? "",
    name: `${firstName} ${lastName}`.trim(),
    company: "",
    country: "",
    message: r.message,
    title: r.context,
    rating: r.rating,
    verified: null,
    status: r.status as RequestStatus,
    created_at: r.createdAt.toISOString(),
    verified_at: null,
    handled_at: r.handledAt?.toISOString() ?? null,
  }));
}

/** The latest requests and feedback, newest first, filtered, for the toolkit's admins. */
export async function listToolkitRequests(f: AdminRequestListQuery = {}): Promise<AdminRequestView[]> {
  const [requests, notes] = await Promise.all([
    f.kind === "audience-feedback" ? [] : visitorRequests(f),
    f.kind && f.kind !== "audience-feedback" ? [] : feedback(f),
  ]);
  return [...requests, ...notes].sort((a, b) => b.created_at.localeCompare(a.created_at)).slice(0, LIMIT);
}
