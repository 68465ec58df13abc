import { z } from "zod";

export const teamSlugSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/, "Enter a valid team slug.");

/** What anyone may know about a team: enough to brand its sub-domain. */
export const publicTeamInfoSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  logo: z.string().nullable(),
});
export type PublicTeamInfo = z.infer<typeof publicTeamInfoSchema>;

export const MEMBERSHIP_LEVELS = ["admin", "member"] as const;
export type MembershipLevel = (typeof MEMBERSHIP_LEVELS)[number];

const text = (label: string, max: number) => z.string().trim().max(max, `${label} must be less than ${max} characters`);
/** The billing details (§5), each of which may be left empty; checkout needs all three. */
const billingDetailFields = {
  invoice_email: z.union([z.literal(""), z.email("Invoice email is not valid")]),
  country: text("Country", 100),
  invoice_name: text("Invoice name", 200),
};

const teamName = z.string({ error: "Name is required" }).trim().min(1, "Name is required").max(100, "Name must be less than 100 characters");

export const createTeamSchema = z.object({
  name: teamName,
  slug: teamSlugSchema.optional(),
});

/** The welcome screen's form: an empty address lets the server make one from the name. */
export const createTeamFormSchema = createTeamSchema.extend({ slug: z.union([z.literal(""), teamSlugSchema]) });

/** The team settings' name form. */
export const teamNameSchema = z.object({ name: teamName });

export const updateTeamSchema = z
  .object({
    name: teamName.optional(),
    invoice_email: billingDetailFields.invoice_email.nullable().optional(),
    country: billingDetailFields.country.nullable().optional(),
    invoice_name: billingDetailFields.invoice_name.nullable().optional(),
  })
  .strict();
export type UpdateTeam = z.infer<typeof updateTeamSchema>;

export const billingDetailsSchema = z.object(billingDetailFields);
export type BillingDetailsForm = z.infer<typeof billingDetailsSchema>;

export const createInviteSchema = z.object({
  invite: z.object({
    email: z.email("Email is not valid").trim().toLowerCase(),
    message: z.string().trim().max(1000, "Message must be less than 1000 characters").default(""),
  }),
});

export const acceptInviteSchema = z.object({ code: z.string({ error: "Code is required" }).trim().min(1, "Code is required").max(200) });

/** The welcome screen's join form: an invite link or code (read by parseInviteInput). */
export const joinTeamSchema = z.object({ invite: z.string().trim() });

export const updateMemberSchema = z.object({ level: z.enum(MEMBERSHIP_LEVELS, { error: "Level must be admin or member" }) });

export interface TeamSubscription {
  start: string;
  active: boolean;
  plan: { name: string };
}

export interface TeamDetail {
  id: string;
  slug: string;
  name: string;
  logo: string | null;
  member_count: number;
  subscriptions: TeamSubscription[];
  invoice_email: string | null;
  country: string | null;
  invoice_name: string | null;
  /** The caller's level in this team. */
  level: MembershipLevel;
}

export interface TeamMember {
  id: number;
  level: MembershipLevel;
  user: { id: string; email: string | null; first_name: string; last_name: string };
}

export interface InviteSummary {
  id: number;
  code: string;
  email: string | null;
  message: string;
  created: string;
  expires: string;
}

export { hasBillingDetails } from "@/lib/domain/billing/billing-details";
