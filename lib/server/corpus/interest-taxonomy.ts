import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { interestMatcher, parseInterestsCsv, type Interest, type InterestMatcher } from "@/lib/domain/enrichment/interests";
import { sharedDir } from "./shared-dir";

let cached: { interests: Interest[]; matcher: InterestMatcher } | null | undefined;

/**
 * The X interest taxonomy from ../shared/data/x-ads-api (Apache-2.0, spring-social-twitter
 * fixtures); null when that folder is not there, and then no interests are inferred.
 */
export function interestTaxonomy(): { interests: Interest[]; matcher: InterestMatcher } | null {
  if (cached !== undefined) return cached;
  try {
    const text = readFileSync(path.join(sharedDir(), "data/x-ads-api/x_ads_interests_first200_2015.csv"), "utf8");
    const interests = parseInterestsCsv(text);
    cached = { interests, matcher: interestMatcher(interests) };
  } catch {
    cached = null;
  }
  return cached;
}
