import type { AccountIndex } from "./account-index";

/**
 * The accounts a set of accounts follows most: each followed account's number and how many of the
 * set follow it, most followed first (ties: database id order), `exclude` (e.g. the subject) left out.
 */
export function topFollowees(index: AccountIndex, accounts: Int32Array, limit: number, exclude = -1): { no: number; count: number }[] {
  const { followeeStart, followees } = index;
  const tally = new Int32Array(index.ids.length);
  const touched: number[] = [];
  let most = 0;
  for (const n of accounts) {
    for (let i = followeeStart[n]; i < followeeStart[n + 1]; i++) {
      const f = followees[i];
      if (f === exclude) continue;
      if (tally[f] === 0) touched.push(f);
      if (++tally[f] > most) most = tally[f];
    }
  }
  // Only accounts at or above the limit-th highest count can be listed: find that count from a
  // histogram, so tens of thousands of followed accounts are not sorted for a top 60.
  const histogram = new Int32Array(most + 1);
  for (const f of touched) histogram[tally[f]]++;
  let cutoff = most;
  for (let kept = histogram[most]; cutoff > 1 && kept < limit; ) kept += histogram[--cutoff];
  return touched
    .filter((f) => tally[f] >= cutoff)
    .map((no) => ({ no, count: tally[no] }))
    .sort((a, b) => b.count - a.count || a.no - b.no)
    .slice(0, limit);
}
