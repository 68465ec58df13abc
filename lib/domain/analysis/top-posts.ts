/* The orders a post listing ranks by: the value descending with missing values last, then id ascending. */

export type PostOrder = "like_count" | "repost_count" | "reply_count" | "created_at";

/** The orders a listing accepts; anything else lists the most liked first. */
export function postOrder(order: string): PostOrder {
  return order === "repost_count" || order === "reply_count" || order === "created_at" ? order : "like_count";
}
