import { regionOption, type AudienceRegion, type RegionOption } from "@/lib/domain/targeting/region-option";

export type RegionFetcher = () => Promise<AudienceRegion[]>;

/**
 * The audience region list: fetched once and cached; callers that ask while it loads share the
 * same request. A failed load is not cached, so the next caller tries again.
 */
export function createRegionList(fetchRegions: RegionFetcher) {
  let pending: Promise<RegionOption[]> | null = null;
  return {
    load(): Promise<RegionOption[]> {
      pending ??= fetchRegions()
        .then((regions) => regions.map(regionOption))
        .catch((error: unknown) => {
          pending = null;
          throw error;
        });
      return pending;
    },
  };
}
