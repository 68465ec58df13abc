"use client";
import { useSentimentLabelsQuery } from "@/lib/client/queries/sentiment";
import { PostCards, type PostRow } from "./charts/post-cards";
import { SentimentCorrection } from "./sentiment-correction";

/** A team's analysed posts: each card carries the one-click sentiment correction. */
export function TeamPostCards({ team, rows, ...rest }: { team: string; rows: PostRow[] } & Omit<React.ComponentProps<typeof PostCards>, "rows" | "footer">) {
  const labels = useSentimentLabelsQuery(team, rows.map((r) => r.id));
  const byPost = new Map((labels.data ?? []).map((l) => [l.post_id, l.label]));
  return (
    <PostCards
      {...rest}
      rows={rows}
      footer={(p) => <SentimentCorrection team={team} postId={p.id} model={p.sentiment_label} corrected={byPost.get(p.id)} />}
    />
  );
}
