import { z } from "zod";
import { ianaTimeZone } from "@/lib/domain/creators/time-zone";

/** The message for a time zone that is not in the IANA database (the screen words it in the UI's language). */
export const TIME_ZONE_INVALID = "Time zone must be an IANA time zone such as Asia/Tokyo or UTC.";

/** An account's settings on Deep Thought: its time zone (best time to post reads in it), UTC until set. */
export const creatorSettingsSchema = z.object({
  time_zone: z
    .string({ error: "Time zone is required" })
    .trim()
    .min(1, "Time zone is required")
    .max(64, "Time zone must be less than 64 characters")
    // An empty zone has its own message above.
    .refine((v) => v === "" || ianaTimeZone(v) !== null, TIME_ZONE_INVALID)
    .transform((v) => ianaTimeZone(v) ?? v),
});
export type CreatorSettings = z.output<typeof creatorSettingsSchema>;

export interface CreatorSettingsView {
  time_zone: string;
}
