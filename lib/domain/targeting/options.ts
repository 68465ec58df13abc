/** The option lists of spec §3 and the choices of §9, exactly as the spec gives them. */
export interface Option<V extends string | number = string> {
  value: V;
  label: string;
}

export const PLACEMENTS: Option[] = [
  { value: "homeTimelines", label: "Home Timelines" },
  { value: "profiles", label: "Profiles" },
  { value: "searchResults", label: "Search Results" },
  { value: "replies", label: "Replies" },
];

const OVER = [13, 18, 21, 25, 35, 50];
const RANGES = ["13_TO_24", "13_TO_34", "13_TO_49", "13_TO_54", "18_TO_24", "18_TO_34", "18_TO_49", "18_TO_54", "21_TO_34", "21_TO_49", "21_TO_54", "25_TO_49", "25_TO_54", "35_TO_49", "35_TO_54"];

export const AGE_ANY = "AGE_ANY";
export const AGES: Option[] = [
  { value: AGE_ANY, label: "Any" },
  ...OVER.map((n) => ({ value: `AGE_OVER_${n}`, label: `Over ${n}` })),
  ...RANGES.map((r) => ({ value: `AGE_${r}`, label: r.replace("_TO_", " to ") })),
];

export const GENDER_VALUES = ["ANY", "MALE", "FEMALE", "Women", "Men"] as const;
export type GenderValue = (typeof GENDER_VALUES)[number];
export const GENDER_PICKER: Option[] = [
  { value: "ANY", label: "Any" },
  { value: "FEMALE", label: "Women" },
  { value: "MALE", label: "Men" },
];

/** X's GENDER targeting value: 1 male, 2 female, none for everyone. */
export function genderTargetingValue(gender: string | null | undefined): 1 | 2 | null {
  if (gender === "MALE" || gender === "Men") return 1;
  if (gender === "FEMALE" || gender === "Women") return 2;
  return null;
}

export const GENDER_TARGETING_IDS = ["ic6ic7", "18ce54xm10v", "18ce53uv61s"] as const;

export const LET_PRODUCT_DECIDE = "auto";
export const AUDIENCE_SIZE_BUCKETS = ["<1M", "1M-5M", "5M-12M", "12M-25M", "25M+", LET_PRODUCT_DECIDE] as const;
export const BUDGET_CHOICES = [500, 1000, 2500, 5000, 10000, 20000, 50000, 100000, 250000, 500000, 750000, 1000000] as const;
export const AUDIENCE_SIZE_CHOICES = [25000, 50000, 100000, 150000, 300000, 600000, 1500000, 3000000, 7500000, 15000000, 22000000, 30000000] as const;
export const CURRENCIES = ["USD", "EUR", "GBP", "YEN", "SGD", "BRL", "CAD", "CHF", "INR", "KRW", "KWD", "MXN", "NGN", "SAR", "AUD", "ZAR", "Other"] as const;
export type Currency = (typeof CURRENCIES)[number];
/** A currency code in the spec's list spelling: X says JPY where the list says YEN; case is ignored. Unknown codes come back upper-cased. */
export const specCurrency = (code: string): string => {
  const upper = code.trim().toUpperCase();
  return upper === "JPY" ? "YEN" : (CURRENCIES.find((c) => c.toUpperCase() === upper) ?? upper);
};

export const AGENCY_IDS = ["groupm", "test-agency", "omnicom", "havas", "dentsu-apac", "dentsu-nl", "ipg-apac", "wadi"] as const;
export type AgencyId = (typeof AGENCY_IDS)[number];
/** Agencies limited to one country id; the others may target any country. */
export const AGENCY_COUNTRY_RESTRICTIONS: Partial<Record<AgencyId, number>> = { "dentsu-apac": 289, "dentsu-nl": 151, "ipg-apac": 289 };
export const agencyCountryRestriction = (agency: string): number | null => AGENCY_COUNTRY_RESTRICTIONS[agency as AgencyId] ?? null;

/** Audience creator defaults (spec §2 and §9). */
export const CREATOR_DEFAULTS = { order: "balanced", gender: "ANY", age: AGE_ANY, mode: "budget" } as const;
