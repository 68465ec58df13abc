import type { EngagedPosts } from "./engaged-posts";

/**
 * The corpus's accounts in memory, for the account-level sections of a report: each account's
 * counted profile columns, interests, followers count and whom it follows, by dense account number.
 * Counting a sample over typed arrays costs a few milliseconds where a query over the same rows
 * costs a posts scan's worth of row handling.
 */

export const COUNTED_COLUMNS = ["country", "city", "gender", "age_group", "job_category", "lang"] as const;
export type CountedColumn = (typeof COUNTED_COLUMNS)[number];

/** One column's values as codes into `labels`; code 0 is no value. */
export interface CodedColumn {
  codes: Int32Array;
  labels: string[];
}

export interface AccountIndex {
  /** The corpus version the index reflects. */
  version: number;
  /** Account ids by number; numbers follow the database's order of ids. */
  ids: string[];
  byId: Map<string, number>;
  /** 1 where the id has a profile (the other columns but `lang` are empty otherwise). */
  hasAccount: Uint8Array;
  columns: Record<CountedColumn, CodedColumn>;
  followersCount: Int32Array;
  /** Interest ids of account n: interestCodes[interestStart[n] .. interestStart[n + 1]), codes into interestIds. */
  interestStart: Int32Array;
  interestCodes: Int32Array;
  interestIds: string[];
  /** Accounts account n follows: followees[followeeStart[n] .. followeeStart[n + 1]). */
  followeeStart: Int32Array;
  followees: Int32Array;
  /** Terms by code, codes in (kind, term) database order: post hashtags, annotations, keywords and bio words. */
  terms: { kinds: TermKind[]; labels: string[] };
  /** Posts of account n in the corpus. */
  posts: Int32Array;
  /** Terms of account n's own posts and how many of its posts use each: termCodes/termCounts[termStart[n] ..). */
  termStart: Int32Array;
  termCodes: Int32Array;
  termCounts: Int32Array;
  /** Distinct words of account n's bio: bioCodes[bioStart[n] .. bioStart[n + 1]). */
  bioStart: Int32Array;
  bioCodes: Int32Array;
  /** The posts accounts engaged with, when loaded (for the sampling seed it holds). */
  engaged: EngagedPosts | null;
}

export type TermKind = "hashtag" | "annotation" | "word" | "bio";

/** Lists by account number packed end to end: list n is values[start[n] .. start[n + 1]). */
export interface PackedLists {
  start: Int32Array;
  values: Int32Array;
}

export interface AccountIndexParts {
  facts: Iterable<AccountFactRow>;
  /** Accounts each account follows, as account numbers. */
  follows: PackedLists;
  terms: { kinds: TermKind[]; labels: string[] };
  /** Posts of each account in the corpus. */
  posts: Int32Array;
  /** Term codes of each account's posts, the posts using each (same layout), and its bio word codes. */
  termCodes: PackedLists;
  termCounts: PackedLists;
  bio: PackedLists;
  engaged?: EngagedPosts;
}

/** Packs lists given by account number (missing numbers get empty lists). */
export function packLists(count: number, lists: Iterable<[number, ArrayLike<number>]>): PackedLists {
  const byNo = new Array<ArrayLike<number> | undefined>(count);
  for (const [no, list] of lists) byNo[no] = list;
  const start = new Int32Array(count + 1);
  for (let n = 0; n < count; n++) start[n + 1] = start[n] + (byNo[n]?.length ?? 0);
  const values = new Int32Array(start[count]);
  for (let n = 0; n < count; n++) if (byNo[n]) values.set(byNo[n]!, start[n]);
  return { start, values };
}

/** One account's row as the loader reads it. */
export interface AccountFactRow {
  no: number;
  id: string;
  hasAccount: boolean;
  values: Record<CountedColumn, string | null>;
  interests: string[] | null;
  followersCount: number | null;
}

function coder() {
  const labels = [""];
  const codes = new Map<string, number>();
  return {
    labels,
    code(value: string | null): number {
      if (value === null || value === "") return 0;
      let c = codes.get(value);
      if (c === undefined) codes.set(value, (c = labels.push(value) - 1));
      return c;
    },
  };
}

/** The index of `count` accounts from their rows, follow lists and terms (term counts laid out as the codes). */
export function buildAccountIndex(version: number, count: number, parts: AccountIndexParts): AccountIndex {
  const ids = new Array<string>(count);
  const hasAccount = new Uint8Array(count);
  const followersCount = new Int32Array(count);
  const coders = Object.fromEntries(COUNTED_COLUMNS.map((c) => [c, coder()])) as Record<CountedColumn, ReturnType<typeof coder>>;
  const codes = Object.fromEntries(COUNTED_COLUMNS.map((c) => [c, new Int32Array(count)])) as Record<CountedColumn, Int32Array>;
  const interests = coder();
  const interestIdLists: [number, number[]][] = [];
  for (const row of parts.facts) {
    ids[row.no] = row.id;
    hasAccount[row.no] = row.hasAccount ? 1 : 0;
    followersCount[row.no] = row.followersCount ?? 0;
    for (const c of COUNTED_COLUMNS) codes[c][row.no] = coders[c].code(row.values[c]);
    if (row.interests?.length) interestIdLists.push([row.no, row.interests.map((i) => interests.code(i))]);
  }
  const interestLists = packLists(count, interestIdLists);
  const byId = new Map<string, number>();
  for (let n = 0; n < count; n++) byId.set(ids[n], n);
  return {
    version,
    ids,
    byId,
    hasAccount,
    columns: Object.fromEntries(COUNTED_COLUMNS.map((c) => [c, { codes: codes[c], labels: coders[c].labels }])) as Record<CountedColumn, CodedColumn>,
    followersCount,
    interestStart: interestLists.start,
    interestCodes: interestLists.values,
    interestIds: interests.labels,
    followeeStart: parts.follows.start,
    followees: parts.follows.values,
    terms: parts.terms,
    posts: parts.posts,
    termStart: parts.termCodes.start,
    termCodes: parts.termCodes.values,
    termCounts: parts.termCounts.values,
    bioStart: parts.bio.start,
    bioCodes: parts.bio.values,
    engaged: parts.engaged ?? null,
  };
}

/** The numbers of the given ids that the index holds, in the given order. */
export function accountNumbers(index: AccountIndex, ids: readonly string[]): Int32Array {
  return numbersWithPrefix(index, ids, 0).all;
}

/**
 * The numbers of the given ids the index holds, in order, and those of the first `prefix` ids (a
 * view of the same array): each id is looked up once.
 */
export function numbersWithPrefix(index: AccountIndex, ids: readonly string[], prefix: number): { all: Int32Array; prefix: Int32Array } {
  const out = new Int32Array(ids.length);
  let k = 0;
  let inPrefix = 0;
  for (let i = 0; i < ids.length; i++) {
    if (i === prefix) inPrefix = k;
    const n = index.byId.get(ids[i]);
    if (n !== undefined) out[k++] = n;
  }
  if (prefix >= ids.length) inPrefix = k;
  return { all: out.subarray(0, k), prefix: out.subarray(0, inPrefix) };
}
