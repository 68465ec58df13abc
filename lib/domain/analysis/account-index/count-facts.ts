import { COUNTED_COLUMNS, type AccountIndex, type CountedColumn } from "./account-index";

export interface FactCounts {
  /** (column, label, accounts): profile columns over accounts with a profile; `lang` over every account. */
  columns: [CountedColumn, string, number][];
  /** Each interest id held by the accounts with a profile, and how many hold it. */
  interests: { id: string; count: number }[];
  /** Accounts with a profile and at least one interest. */
  interestAccounts: number;
  /** The `limit` accounts with a profile and the most followers (ties: database id order), as numbers. */
  largest: number[];
}

/** Whether account a ranks before account b by followers (most first), then by number. */
const before = (index: AccountIndex, a: number, b: number) =>
  index.followersCount[a] > index.followersCount[b] || (index.followersCount[a] === index.followersCount[b] && a < b);

/** Profile columns, interests and the largest accounts of a set of accounts, in one pass. */
export function countFacts(index: AccountIndex, accounts: Int32Array, limit: number): FactCounts {
  const tallies = COUNTED_COLUMNS.map((c) => new Int32Array(index.columns[c].labels.length));
  const interestTally = new Int32Array(index.interestIds.length);
  let interestAccounts = 0;
  const largest: number[] = [];
  for (const n of accounts) {
    const lang = COUNTED_COLUMNS.length - 1;
    tallies[lang][index.columns.lang.codes[n]]++;
    if (!index.hasAccount[n]) continue;
    for (let c = 0; c < lang; c++) tallies[c][index.columns[COUNTED_COLUMNS[c]].codes[n]]++;
    const from = index.interestStart[n];
    const to = index.interestStart[n + 1];
    if (to > from) interestAccounts++;
    for (let i = from; i < to; i++) interestTally[index.interestCodes[i]]++;
    if (largest.length < limit || before(index, n, largest[largest.length - 1])) {
      let at = largest.length;
      while (at > 0 && before(index, n, largest[at - 1])) at--;
      largest.splice(at, 0, n);
      if (largest.length > limit) largest.pop();
    }
  }
  const columns: [CountedColumn, string, number][] = [];
  COUNTED_COLUMNS.forEach((c, ci) => {
    // Code 0 is "no value": it counts against coverage, not as a label.
    for (let code = 1; code < tallies[ci].length; code++) if (tallies[ci][code]) columns.push([c, index.columns[c].labels[code], tallies[ci][code]]);
  });
  const interests: { id: string; count: number }[] = [];
  for (let code = 1; code < interestTally.length; code++) if (interestTally[code]) interests.push({ id: index.interestIds[code], count: interestTally[code] });
  return { columns, interests, interestAccounts, largest };
}

/** Accounts (with a profile) per group of their interests, each account counted once per group it has any interest in. */
export function accountsPerInterestGroup(index: AccountIndex, accounts: Int32Array, groupOf: (interestId: string) => string): Map<string, number> {
  const groups = index.interestIds.map((id, code) => (code ? groupOf(id) : ""));
  const out = new Map<string, number>();
  const seen = new Set<string>();
  for (const n of accounts) {
    if (!index.hasAccount[n]) continue;
    seen.clear();
    for (let i = index.interestStart[n]; i < index.interestStart[n + 1]; i++) seen.add(groups[index.interestCodes[i]]);
    for (const g of seen) out.set(g, (out.get(g) ?? 0) + 1);
  }
  return out;
}
