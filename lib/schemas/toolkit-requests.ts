import { z } from "zod";
import { emailSchema } from "./auth";
import { xHandleSchema } from "./x-handle";

const text = (max: number) => z.string().trim().max(max, `Must be less than ${max} characters`).default("");

/** A material's slug as it appears in /request-download/:title. */
export const materialSlugSchema = z
  .string()
  .trim()
  .min(1, "Title is required")
  .max(120, "Title must be less than 120 characters")
  .regex(/^[a-z0-9][a-z0-9-]*$/, "Title is not valid");

/** The form of /request-access: who asks, for which company. */
export const accessRequestFormSchema = z.object({
  email: emailSchema,
  name: z.string().trim().min(1, "Name is required").max(120, "Name must be less than 120 characters"),
  company: z.string().trim().min(1, "Company is required").max(120, "Company must be less than 120 characters"),
  country: text(80),
  message: text(2000),
});

/** The form of /request-download/:title: an e-mail, and a name if they like. */
export const downloadRequestFormSchema = z.object({
  email: emailSchema,
  name: text(120),
  company: text(120),
});

/** POST /api/external/toolkit-requests/ */
export const createToolkitRequestSchema = z.discriminatedUnion("kind", [
  accessRequestFormSchema.extend({ kind: z.literal("access") }),
  downloadRequestFormSchema.extend({ kind: z.literal("download"), title: materialSlugSchema }),
]);
export type CreateToolkitRequest = z.infer<typeof createToolkitRequestSchema>;

/** POST /api/external/toolkit-requests/verify/ */
export const verifyToolkitRequestSchema = z.object({ token: z.string().trim().min(20, "Token is not valid").max(200, "Token is not valid") });

/** What the verification answers: what was confirmed, and for a download where to get it. */
export interface VerifiedToolkitRequest {
  kind: "access" | "download";
  email: string;
  title: string;
  download_url: string | null;
}

/** What admins list: access and download requests, and the feedback left on audience requests. */
export const ADMIN_REQUEST_KINDS = ["access", "download", "audience-feedback"] as const;
export type AdminRequestKind = (typeof ADMIN_REQUEST_KINDS)[number];

/** What an admin did with a request: approved and declined are answers to an access request. */
export const REQUEST_STATUSES = ["new", "handled", "approved", "declined"] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The statuses each kind can be given. */
export const STATUSES_OF_KIND: Record<AdminRequestKind, readonly RequestStatus[]> = {
  access: REQUEST_STATUSES,
  download: ["new", "handled"],
  "audience-feedback": ["new", "handled"],
};

/** GET /api/external/toolkit-requests/ filters (admins). */
export const adminRequestListQuerySchema = z.object({
  kind: z.enum(ADMIN_REQUEST_KINDS).optional(),
  status: z.enum(REQUEST_STATUSES).optional(),
  verified: z.enum(["yes", "no"]).optional(),
  q: z.string().trim().max(100, "Q must be less than 100 characters").optional(),
});
export type AdminRequestListQuery = z.infer<typeof adminRequestListQuerySchema>;

/** PATCH of one request or one feedback: its new status. */
export const requestStatusSchema = z.object({ status: z.enum(REQUEST_STATUSES, { error: "Status is not valid" }) });

/** A request as admins list it; verified is null for feedback, which signed-in users leave. */
export interface AdminRequestView {
  id: number;
  kind: AdminRequestKind;
  email: string;
  name: string;
  company: string;
  country: string;
  message: string;
  title: string;
  rating: string | null;
  verified: boolean | null;
  status: RequestStatus;
  created_at: string;
  verified_at: string | null;
  handled_at: string | null;
}

// audience-request endpoints (spec §7)
export const validateHandleSchema = z.object({ handle: xHandleSchema });
export const validateEmailSchema = z.object({ email: z.string().max(254, "Email must be less than 254 characters") });
export const audienceFeedbackSchema = z.object({
  rating: z.enum(["up", "down"]),
  message: text(2000),
  context: text(200),
});
export const redditRequestSchema = z.object({ keywords: z.array(z.string().trim().min(1).max(100)).min(1, "Keywords is required").max(20) });

/** The admins' filter form: an empty choice means "any". */
export const requestFiltersFormSchema = z.object({
  kind: z.union([z.literal(""), z.enum(ADMIN_REQUEST_KINDS)]),
  status: z.union([z.literal(""), z.enum(REQUEST_STATUSES)]),
  verified: z.enum(["", "yes", "no"]),
  q: z.string().trim().max(100, "Search must be less than 100 characters"),
});
export type RequestFiltersForm = z.infer<typeof requestFiltersFormSchema>;
