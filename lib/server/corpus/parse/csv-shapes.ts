import "server-only";
import { madeUpPostId, retweetOf, type ColumnMap } from "@/lib/domain/corpus/column-map";
import { knownShapeOf, requiredColumns } from "@/lib/domain/corpus/csv-known-shapes";
import { unescapeXText } from "./x-api-objects";
import type { CorpusRecord } from "../records";

/** A CSV layout recognised from its header: which columns it needs and how a row becomes records. */
export interface CsvShape {
  name: string;
  required: string[];
  toRecords(row: Record<string, string>, options: { author?: string }): CorpusRecord[] | string;
}

const ID = /^\d{1,20}$/;

/** "2017-08-27 00:05:34", "8/16/2016 19:22:57", "10/16/17 22:59" or ISO; all read as UTC. */
export function parseCsvDate(v: string): Date | null {
  const s = v.trim();
  let m = s.match(/^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})\s+(\d{1,2}):(\d{2})(?::(\d{2}))?$/);
  if (m) {
    const year = m[3].length === 2 ? 2000 + Number(m[3]) : Number(m[3]);
    const d = new Date(Date.UTC(year, Number(m[1]) - 1, Number(m[2]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0)));
    return Number.isNaN(d.getTime()) || d.getUTCMonth() !== Number(m[1]) - 1 ? null : d;
  }
  m = s.match(/^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.\d+)?$/);
  if (m) return new Date(Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5], +m[6]));
  const d = new Date(s);
  return s && !Number.isNaN(d.getTime()) ? d : null;
}

const count = (v: string | undefined): number | undefined => {
  if (v === undefined || v.trim() === "") return undefined;
  const n = Number(v);
  return Number.isInteger(n) && n >= 0 ? Math.min(n, 2_147_483_647) : undefined;
};

function post(id: string, text: string, created: string, extra: { handle?: string; replies?: string; retweets?: string; favorites?: string }): CorpusRecord[] | string {
  if (!ID.test(id)) return `post id "${id.slice(0, 40)}" is not a numeric X id`;
  const createdAt = parseCsvDate(created);
  if (!createdAt) return `created_at "${created.slice(0, 40)}" is not a date`;
  if (extra.handle !== undefined && !/^[A-Za-z0-9_]{1,50}$/.test(extra.handle)) return `"${extra.handle.slice(0, 40)}" is not an X handle`;
  return [
    {
      type: "post",
      post: {
        id, authorId: null, authorHandle: extra.handle, text: unescapeXText(text), createdAt, lang: null,
        replyCount: count(extra.replies), repostCount: count(extra.retweets), likeCount: count(extra.favorites),
      },
    },
  ];
}

export const CSV_SHAPES: CsvShape[] = [
  {
    name: "posts-with-url-and-counts",
    required: requiredColumns("posts-with-url-and-counts"),
    toRecords: (r) => {
      const id = r.url.match(/\/status(?:es)?\/(\d+)/)?.[1] ?? "";
      if (!id) return `url "${r.url.slice(0, 60)}" does not link to a post`;
      return post(id, r.text, r.created_at, { handle: r.user, replies: r.replies, retweets: r.retweets, favorites: r.favorites });
    },
  },
  {
    name: "posts-with-screen-name",
    required: requiredColumns("posts-with-screen-name"),
    toRecords: (r) => post(r.id, r.text, r.created_at, { handle: r.screen_name }),
  },
  {
    name: "posts",
    required: requiredColumns("posts"),
    toRecords: (r, o) => post(r.id, r.text, r.created_at, { handle: o.author }),
  },
];

/**
 * The shape a column mapping describes. Without an id column each post gets an id made from its
 * author, time and text; "RT handle: ..." posts become reposts of a post by that handle (made up
 * too, without a time, so it counts in no window); followers and following update the author.
 * Problems name the column.
 */
export function mappedShape(map: ColumnMap): CsvShape {
  const column = (r: Record<string, string>, field: keyof ColumnMap) => (map[field] ? r[map[field]] : undefined);
  const number = (r: Record<string, string>, field: keyof ColumnMap): number | undefined | string => {
    const v = column(r, field);
    if (v === undefined || v.trim() === "") return undefined;
    return count(v.replace(/,/g, "")) ?? `column "${map[field]}": "${v.slice(0, 40)}" is not a whole number`;
  };
  return {
    name: "mapped",
    required: [...new Set(Object.values(map))],
    toRecords: (r, o) => {
      const text = unescapeXText(column(r, "text") ?? "");
      if (!text.trim()) return `column "${map.text}": the post has no text`;
      const when = column(r, "created_at") ?? "";
      const createdAt = parseCsvDate(when);
      if (!createdAt) return `column "${map.created_at}": "${when.slice(0, 40)}" is not a date`;
      const handle = (column(r, "author") ?? o.author ?? "").trim().replace(/^@/, "") || undefined;
      if (handle !== undefined && !/^[A-Za-z0-9_]{1,50}$/.test(handle)) return `column "${map.author ?? "author"}": "${handle.slice(0, 40)}" is not an X handle`;
      const given = column(r, "id")?.trim();
      if (given !== undefined && !ID.test(given)) return `column "${map.id}": "${given.slice(0, 40)}" is not a numeric X id`;
      const counts = { likes: number(r, "likes"), reposts: number(r, "reposts"), replies: number(r, "replies"), quotes: number(r, "quotes"), followers: number(r, "followers"), following: number(r, "following") };
      const bad = Object.values(counts).find((v) => typeof v === "string");
      if (typeof bad === "string") return bad;
      const n = counts as Record<keyof typeof counts, number | undefined>;
      const id = given || madeUpPostId([handle?.toLowerCase() ?? "", createdAt.toISOString(), text]);
      const rt = retweetOf(text);
      const original = rt ? madeUpPostId([rt.handle.toLowerCase(), "", rt.text]) : undefined;
      const records: CorpusRecord[] = [];
      if (rt) records.push({ type: "post", post: { id: original!, authorId: null, authorHandle: rt.handle, text: rt.text, createdAt: null, lang: null } });
      records.push({
        type: "post",
        post: {
          id, authorId: null, authorHandle: handle, text, createdAt, lang: column(r, "lang")?.trim() || null, repostedId: original,
          likeCount: n.likes, repostCount: n.reposts, replyCount: n.replies, quoteCount: n.quotes,
          ...(n.followers !== undefined || n.following !== undefined ? { authorCounts: { followers: n.followers, following: n.following } } : {}),
        },
      });
      return records;
    },
  };
}

/** The first shape whose required columns the header has (names compared case-insensitively). */
export function shapeForHeader(header: string[]): CsvShape | null {
  const name = knownShapeOf(header);
  return CSV_SHAPES.find((s) => s.name === name) ?? null;
}

export function describeShapes(): string {
  return CSV_SHAPES.map((s) => s.required.join(",")).join(" | ");
}
