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
