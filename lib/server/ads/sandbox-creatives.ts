import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { StatusChange } from "@/lib/domain/campaigns/status-history";
import { db } from "@/lib/server/db";
import { adsSandboxCards, adsSandboxLineItems, adsSandboxMedia, adsSandboxPromotedTweets } from "@/lib/server/db/schema";
import type { AdsAdapter, Card, CardType, MediaItem, PromotedTweet } from "./ads-adapter";
import { newSandboxId, sandboxInvalid, sandboxNotFound } from "./sandbox-common";

/* The sandbox's promoted posts (ads), cards (creatives) and media library, checked as X checks them. */

type TweetRow = typeof adsSandboxPromotedTweets.$inferSelect;
type CardRow = typeof adsSandboxCards.$inferSelect;
type MediaRow = typeof adsSandboxMedia.$inferSelect;

const tweetView = (r: TweetRow): PromotedTweet => ({ id: r.id, line_item_id: r.lineItemId, tweet_id: r.tweetId, card_id: r.cardId, text: r.text, entity_status: r.entityStatus });
const cardView = (r: CardRow): Card => ({ id: r.id, name: r.name, card_type: r.cardType as CardType, title: r.title, website_url: r.websiteUrl, media_key: r.mediaKey });
const mediaView = (r: MediaRow): MediaItem => ({ media_key: r.mediaKey, name: r.name, media_type: r.mediaType, file_size: r.fileSize, media_url: r.mediaUrl });

/** Which media types each card takes (X: image cards carry an image, video cards a video). */
const CARD_MEDIA: Record<CardType, string | null> = { WEBSITE: null, IMAGE: "IMAGE", VIDEO: "VIDEO" };

export const sandboxCreatives: Pick<
  AdsAdapter,
  "promotedTweets" | "createPromotedTweet" | "updatePromotedTweet" | "deletePromotedTweet" | "cards" | "createCard" | "deleteCard" | "media" | "createMedia" | "deleteMedia"
> = {
  async promotedTweets(account, ids) {
    if (!ids.length) return [];
    const rows = await (await db()).select().from(adsSandboxPromotedTweets).where(and(eq(adsSandboxPromotedTweets.accountId, account.accountId), inArray(adsSandboxPromotedTweets.id, ids), eq(adsSandboxPromotedTweets.deleted, false)));
    return rows.map(tweetView);
  },

  async createPromotedTweet(account, input) {
    const database = await db();
    const [line] = await database.select().from(adsSandboxLineItems).where(and(eq(adsSandboxLineItems.id, input.line_item_id), eq(adsSandboxLineItems.accountId, account.accountId), eq(adsSandboxLineItems.deleted, false)));
    if (!line) throw sandboxNotFound("Line item not found.");
    if (input.card_id && !(await this.cards(account, [input.card_id])).length) throw sandboxInvalid("INVALID_PARAMETER", "card does not exist in this account.", "card_uri");
    if (!input.text.trim() || input.text.length > 280) throw sandboxInvalid("INVALID_PARAMETER", "text must be 1 to 280 characters.", "text");
    const history: StatusChange[] = [{ status: "ACTIVE", at: new Date().toISOString() }];
    const [row] = await database
      .insert(adsSandboxPromotedTweets)
      .values({ id: newSandboxId(), accountId: account.accountId, lineItemId: line.id, tweetId: String(1_000_000_000_000 + Number.parseInt(newSandboxId(), 36)), cardId: input.card_id, text: input.text, entityStatus: "ACTIVE", history })
      .returning();
    return tweetView(row);
  },

  async updatePromotedTweet(account, id, patch) {
    const [current] = await this.promotedTweets(account, [id]).then(async (found) => (found.length ? (await db()).select().from(adsSandboxPromotedTweets).where(eq(adsSandboxPromotedTweets.id, id)) : []));
    if (!current) throw sandboxNotFound("Promoted tweet not found.");
    if (patch.entity_status === "DRAFT") throw sandboxInvalid("INVALID_PARAMETER", "A promoted tweet is ACTIVE or PAUSED.", "entity_status");
    const history = patch.entity_status !== current.entityStatus ? [...current.history, { status: patch.entity_status, at: new Date().toISOString() }] : current.history;
    const [row] = await (await db()).update(adsSandboxPromotedTweets).set({ entityStatus: patch.entity_status, history }).where(eq(adsSandboxPromotedTweets.id, id)).returning();
    return tweetView(row);
  },

  async deletePromotedTweet(account, id) {
    const rows = await (await db()).update(adsSandboxPromotedTweets).set({ deleted: true }).where(and(eq(adsSandboxPromotedTweets.id, id), eq(adsSandboxPromotedTweets.accountId, account.accountId), eq(adsSandboxPromotedTweets.deleted, false))).returning();
    if (!rows.length) throw sandboxNotFound("Promoted tweet not found.");
  },

  async cards(account, ids) {
    if (!ids.length) return [];
    const rows = await (await db()).select().from(adsSandboxCards).where(and(eq(adsSandboxCards.accountId, account.accountId), inArray(adsSandboxCards.id, ids), eq(adsSandboxCards.deleted, false)));
    return rows.map(cardView);
  },

  async createCard(account, input) {
    if (!input.name.trim() || input.name.length > 80) throw sandboxInvalid("INVALID_PARAMETER", "name must be 1 to 80 characters.", "name");
    if (!input.title.trim() || input.title.length > 70) throw sandboxInvalid("INVALID_PARAMETER", "title must be 1 to 70 characters.", "title");
    if (input.card_type === "WEBSITE" && !/^https?:\/\/[^\s]+$/.test(input.website_url ?? "")) throw sandboxInvalid("INVALID_PARAMETER", "website_url must be an http(s) address.", "website_url");
    const needs = CARD_MEDIA[input.card_type];
    if (needs) {
      const [media] = input.media_key ? await this.media(account, [input.media_key]) : [];
      if (!media || media.media_type !== needs) throw sandboxInvalid("INVALID_PARAMETER", `A ${input.card_type} card needs a ${needs} from the media library.`, "media_key");
    }
    const [row] = await (await db())
      .insert(adsSandboxCards)
      .values({ id: newSandboxId(), accountId: account.accountId, name: input.name, cardType: input.card_type, title: input.title, websiteUrl: input.website_url, mediaKey: input.media_key })
      .returning();
    return cardView(row);
  },

  async deleteCard(account, id) {
    const rows = await (await db()).update(adsSandboxCards).set({ deleted: true }).where(and(eq(adsSandboxCards.id, id), eq(adsSandboxCards.accountId, account.accountId), eq(adsSandboxCards.deleted, false))).returning();
    if (!rows.length) throw sandboxNotFound("Card not found.");
  },

  async media(account, keys) {
    if (!keys.length) return [];
    const rows = await (await db()).select().from(adsSandboxMedia).where(and(eq(adsSandboxMedia.accountId, account.accountId), inArray(adsSandboxMedia.mediaKey, keys), eq(adsSandboxMedia.deleted, false)));
    return rows.map(mediaView);
  },

  async createMedia(account, input) {
    const prefix = input.media_type === "VIDEO" ? "7" : "3";
    const [row] = await (await db())
      .insert(adsSandboxMedia)
      .values({ mediaKey: `${prefix}_${1_000_000_000_000 + Number.parseInt(newSandboxId(), 36)}`, accountId: account.accountId, name: input.name, mediaType: input.media_type, fileSize: input.file_size, mediaUrl: input.media_url })
      .returning();
    return mediaView(row);
  },

  async deleteMedia(account, key) {
    const rows = await (await db()).update(adsSandboxMedia).set({ deleted: true }).where(and(eq(adsSandboxMedia.mediaKey, key), eq(adsSandboxMedia.accountId, account.accountId), eq(adsSandboxMedia.deleted, false))).returning();
    if (!rows.length) throw sandboxNotFound("Media not found.");
  },
};
