/*
 * Age and gender narrow a package's reach. The corpus knows some accounts' age group and gender
 * (inferred, with coverage); the chosen age range and gender keep the share of the known accounts
 * that fall in them, each age group counted by how much of its span the range covers.
 */
const GROUP_SPANS: Record<string, [number, number]> = { "13-17": [13, 18], "18-24": [18, 25], "25-49": [25, 50], "50+": [50, 80] };

/** The years an age code covers, [from, to): AGE_18_TO_24 -> [18, 25), AGE_OVER_35 -> [35, 80); null for any. */
export function ageSpan(code: string | null | undefined): [number, number] | null {
  if (!code || code === "AGE_ANY") return null;
  const over = /^AGE_OVER_(\d+)$/.exec(code);
  if (over) return [Number(over[1]), 80];
  const range = /^AGE_(\d+)_TO_(\d+)$/.exec(code);
  return range ? [Number(range[1]), Number(range[2]) + 1] : null;
}

export type Counts = Record<string, number>;

function total(counts: Counts, keys: string[]) {
  return keys.reduce((s, k) => s + (counts[k] ?? 0), 0);
}

/** Share (0-1) of the accounts of known age inside the age code's span; 1 for any age or no data. */
export function ageShare(code: string | null | undefined, ageGroups: Counts): number {
  const span = ageSpan(code);
  const known = total(ageGroups, Object.keys(GROUP_SPANS));
  if (!span || !known) return 1;
  let inside = 0;
  for (const [group, [from, to]] of Object.entries(GROUP_SPANS)) {
    const overlap = Math.max(0, Math.min(to, span[1]) - Math.max(from, span[0]));
    inside += (ageGroups[group] ?? 0) * (overlap / (to - from));
  }
  return inside / known;
}

/** Share (0-1) of the people of known gender with the chosen gender; 1 for any or no data. */
export function genderShare(gender: string | null | undefined, genders: Counts): number {
  const want = gender === "MALE" || gender === "Men" ? "male" : gender === "FEMALE" || gender === "Women" ? "female" : null;
  const known = total(genders, ["male", "female"]);
  if (!want || !known) return 1;
  return (genders[want] ?? 0) / known;
}
