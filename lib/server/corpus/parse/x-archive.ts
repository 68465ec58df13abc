import "server-only";
import type { CorpusRecord } from "../records";
import { parseDate, unescapeXText } from "./x-api-objects";

/*
 * The X account archive ("Download an archive of your data"): data/*.js files, each
 * `window.YTD.<name>.part0 = [ {...}, ... ]`. The owner comes from data/account.js.
 */

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === "string" ? v : typeof v === "number" ? String(v) : undefined);

export class ArchiveFormatError extends Error {}

/** The array inside an archive .js file. */
export function parseArchiveScript(text: string, file: string): unknown[] {
  const m = text.match(/^\s*window\.YTD\.[\w.]+\s*=\s*/);
  if (!m) throw new ArchiveFormatError(`${file} is not an X archive file: it should start with "window.YTD.<name>.part0 = ["`);
  let value: unknown;
  try {
    value = JSON.parse(text.slice(m[0].length).replace(/;\s*$/, ""));
  } catch (e) {
    throw new ArchiveFormatError(`${file}: the data after "window.YTD... =" is not valid JSON (${(e as Error).message})`);
  }
  if (!Array.isArray(value)) throw new ArchiveFormatError(`${file}: expected an array after "window.YTD... ="`);
  return value;
}

export interface ArchiveOwner {
  id: string;
  handle: string;
  name: string;
  createdAt: Date | null;
  bio: string;
  location: string;
  url: string;
}

export function archiveOwner(account: unknown[], profile: unknown[] | null): ArchiveOwner {
  const a = isObj(account[0]) && isObj(account[0].account) ? account[0].account : null;
  if (!a || !str(a.accountId) || !str(a.username)) throw new ArchiveFormatError("account.js does not name the account (accountId, username)");
  const p = profile && isObj(profile[0]) && isObj(profile[0].profile) ? profile[0].profile : {};
  const d = isObj(p.description) ? p.description : {};
  return {
    id: str(a.accountId)!, handle: str(a.username)!, name: str(a.accountDisplayName) ?? "", createdAt: parseDate(a.createdAt),
    bio: str(d.bio) ?? "", location: str(d.location) ?? "", url: str(d.website) ?? "",
  };
}

export function ownerRecord(o: ArchiveOwner): CorpusRecord {
  return { type: "account", account: { id: o.id, handle: o.handle, name: o.name, createdAt: o.createdAt, bio: o.bio, location: o.location, url: o.url } };
}

const num = (v: unknown) => {
  const n = Number(v);
  return Number.isFinite(n) && n >= 0 ? Math.min(n, 2_147_483_647) : 0;
};

/** One item of tweets.js: `{ tweet: { id_str, full_text, created_at, ... } }`. */
export function archiveTweet(item: unknown, owner: ArchiveOwner): CorpusRecord[] | string {
  const t = isObj(item) ? (isObj(item.tweet) ? item.tweet : item) : null;
  if (!t) return "not an object";
  const id = str(t.id_str) ?? str(t.id);
  const text = str(t.full_text) ?? str(t.text);
  if (!id || !/^\d+$/.test(id)) return "missing id_str";
  if (text === undefined) return "missing full_text";
  const createdAt = parseDate(t.created_at);
  if (!createdAt) return `created_at "${String(t.created_at).slice(0, 40)}" is not a date`;
  const retweet = /^RT @\w+:/.test(text);
  return [
    {
      type: "post",
      post: {
        id, authorId: owner.id, text: unescapeXText(text), createdAt, lang: str(t.lang) && t.lang !== "und" ? str(t.lang)! : null,
        repliedToId: str(t.in_reply_to_status_id_str) ?? null, inReplyToUserId: str(t.in_reply_to_user_id_str) ?? null,
        likeCount: retweet ? 0 : num(t.favorite_count), repostCount: num(t.retweet_count),
      },
    },
  ];
}

/** One item of follower.js / following.js: `{ follower: { accountId } }`. */
export function archiveFollow(item: unknown, key: "follower" | "following", owner: ArchiveOwner, seenAt: Date): CorpusRecord[] | string {
  const f = isObj(item) && isObj(item[key]) ? item[key] : null;
  const other = f ? str(f.accountId) : undefined;
  if (!other || !/^\d+$/.test(other)) return `missing ${key}.accountId`;
  const follow = key === "follower" ? { followerId: other, followeeId: owner.id, seenAt } : { followerId: owner.id, followeeId: other, seenAt };
  return [{ type: "follow", follow }];
}
