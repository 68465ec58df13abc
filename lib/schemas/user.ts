import { z } from "zod";
import { LOCALES } from "@/lib/domain/locale";

export const updateMeSchema = z
  .object({
    language: z.enum(LOCALES, { error: "Choose English or Japanese." }).optional(),
    first_name: z.string().trim().max(150, "First name must be less than 150 characters").optional(),
    last_name: z.string().trim().max(150, "Last name must be less than 150 characters").optional(),
  })
  .strict();
export type UpdateMe = z.infer<typeof updateMeSchema>;

export interface MembershipSummary {
  id: number;
  level: "admin" | "member";
  team: { id: string; slug: string; name: string; logo: string | null };
}

export interface Me {
  id: string;
  email: string | null;
  first_name: string;
  last_name: string;
  language: string;
  social_accounts: { id: number; provider: string }[];
  memberships: MembershipSummary[];
  groups: string[];
}
