import { integer, pgTable, primaryKey, real, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { teams } from "./teams";
import { users } from "./users";

export const SENTIMENT_LABELS = ["negative", "neutral", "positive"] as const;

/**
 * A team's correction of a post's sentiment: one label per post and team (the latest click wins).
 * The post's text is kept with it, so the team's model trains on it even after the corpus changes.
 */
export const sentimentLabels = pgTable(
  "sentiment_labels",
  {
    teamId: uuid("team_id").notNull().references(() => teams.id, { onDelete: "cascade" }),
    postId: text("post_id").notNull(),
    text: text("text").notNull(),
    label: text("label", { enum: SENTIMENT_LABELS }).notNull(),
    labelledBy: uuid("labelled_by").references(() => users.id, { onDelete: "set null" }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.teamId, t.postId] })],
);

/** A team's own sentiment model (the general set plus its labels), as model-file bytes in base64. */
export const teamSentimentModels = pgTable("team_sentiment_models", {
  teamId: uuid("team_id").primaryKey().references(() => teams.id, { onDelete: "cascade" }),
  model: text("model").notNull(),
  labelCount: integer("label_count").notNull(),
  accuracy: real("accuracy"),
  macroF1: real("macro_f1"),
  trainedAt: timestamp("trained_at", { withTimezone: true }).notNull().defaultNow(),
});
