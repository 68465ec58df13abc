import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/server/db";
import { audienceRequestFeedback, toolkitRequests } from "@/lib/server/db/schema";
import { AppError } from "@/lib/server/http/app-error";
import { STATUSES_OF_KIND, type RequestStatus } from "@/lib/schemas/toolkit-requests";
import { sendAccessApprovedEmail } from "./request-email";

const NOT_FOR_KIND = "This status does not apply to this kind of request.";

/**
 * An admin's answer to a visitor's request: handled, or for access approved or declined. Only a
 * confirmed address can be approved, and approving mails the visitor where to sign in (once).
 */
export async function setRequestStatus(id: number, status: RequestStatus, o: { adminId: string; origin: string; now?: Date }) {
  const database = await db();
  const [row] = await database.select().from(toolkitRequests).where(eq(toolkitRequests.id, id)).limit(1);
  if (!row) throw new AppError("not_found", "Not found.");
  const kind = row.kind === "download" ? "download" : "access";
  if (!STATUSES_OF_KIND[kind].includes(status)) throw new AppError("bad_request", NOT_FOR_KIND, { status: [NOT_FOR_KIND] });
  if (status === "approved" && !row.verifiedAt) {
    throw new AppError("bad_request", "The visitor has not confirmed their e-mail address yet.", { status: ["The visitor has not confirmed their e-mail address yet."] });
  }
  const handled = status === "new" ? { handledAt: null, handledBy: null } : { handledAt: o.now ?? new Date(), handledBy: o.adminId };
  await database.update(toolkitRequests).set({ status, ...handled }).where(eq(toolkitRequests.id, id));
  if (status === "approved" && row.status !== "approved") await sendAccessApprovedEmail({ to: row.email, link: `${o.origin}/explore`, language: row.language });
  return { id, status };
}

/** An admin marks a user's feedback on an audience request as read (or new again). */
export async function setFeedbackStatus(id: number, status: RequestStatus, o: { adminId: string; now?: Date }) {
  if (!STATUSES_OF_KIND["audience-feedback"].includes(status)) throw new AppError("bad_request", NOT_FOR_KIND, { status: [NOT_FOR_KIND] });
  const handled = status === "new" ? { handledAt: null, handledBy: null } : { handledAt: o.now ?? new Date(), handledBy: o.adminId };
  const [row] = await (await db()).update(audienceRequestFeedback).set({ status, ...handled }).where(eq(audienceRequestFeedback.id, id)).returning({ id: audienceRequestFeedback.id });
  if (!row) throw new AppError("not_found", "Not found.");
  return { id, status };
}
