import { regionOption, type AudienceRegion } from "@/lib/domain/targeting/region-option";
import { loadOnce } from "../http/load-once";

export type RegionFetcher = () => Promise<AudienceRegion[]>;

/** The audience region list: fetched once and cached (see loadOnce). */
export function createRegionList(fetchRegions: RegionFetcher) {
  return { load: loadOnce(() => fetchRegions().then((regions) => regions.map(regionOption))) };
}
