import { z } from "zod";

export const sentimentLabelSchema = z.enum(["negative", "neutral", "positive"]);

/** PUT /api/teams/{slug}/sentiment-labels/{postId}/ */
export const sentimentLabelBodySchema = z.object({ label: sentimentLabelSchema }).strict();

/** GET /api/teams/{slug}/sentiment-labels/?posts=1,2,3 : the team's labels of these posts (at most 100). */
export const sentimentLabelsQuerySchema = z.object({
  posts: z
    .string()
    .max(100 * 40)
    .transform((s) => [...new Set(s.split(",").map((id) => id.trim()).filter(Boolean))])
    .refine((ids) => ids.length <= 100, "At most 100 post ids.")
    .refine((ids) => ids.every((id) => /^[0-9A-Za-z_-]{1,40}$/.test(id)), "Post ids are letters, digits, _ and -."),
});

export interface TeamSentimentLabel {
  post_id: string;
  label: z.infer<typeof sentimentLabelSchema>;
}

/** What the page shows about a team's model: its labels, the trained model's figures and the retraining job. */
export interface TeamSentimentStatus {
  labels: number;
  model: { label_count: number; accuracy: number | null; macro_f1: number | null; trained_at: string } | null;
  job: { id: number; status: "queued" | "running" | "done" | "failed"; progress: { done: number; total: number; message?: string } | null } | null;
}

/** The answer to a correction: the label kept, the team's label count and the retraining job. */
export interface SavedSentimentLabel extends TeamSentimentLabel {
  labels: number;
  job_id: number;
}
