import type { StatedAudience } from "./description/audience";
import { normaliseCountryName, normaliseLocationName, type TargetingPackage } from "../targeting/targeting-package";

/*
 * Which of a team's saved packages fit the audience a description states: each stated handle,
 * hashtag, interest, country or language the package also targets counts once; a package's
 * name and description count for interests. Ties keep the team's order (newest first).
 */

export interface SavedPackage {
  id: number;
  name: string;
  description: string;
  size: number | null;
  countries: string[];
  targeting_package: TargetingPackage;
}

const key = (s: string) => s.toLowerCase().replace(/^[@#]/, "").trim();

/** The stated items this package targets too, as the description wrote them. */
export function packageMatches(pkg: SavedPackage, audience: StatedAudience): string[] {
  const t = pkg.targeting_package;
  const selected = <E extends { deselected?: boolean }>(list: E[] | undefined) => (list ?? []).filter((e) => !e.deselected);
  const handles = new Set(selected(t.handles).map((h) => key(h.handle)));
  const hashtags = new Set(selected(t.hashtags).map((h) => key(h.label)));
  const words = [...selected(t.keywords), ...selected(t.interests), ...selected(t.conversation_topics), ...selected(t.movies_tv_shows)].map((e) => key(e.label));
  const text = [pkg.name, pkg.description, ...words].join(" \n ").toLowerCase();
  const locations = Array.isArray(t.locations) ? t.locations : Object.values(t.locations ?? {});
  const countries = new Set([...pkg.countries, ...locations.map((l) => normaliseLocationName(l))].map((c) => normaliseCountryName(c).toLowerCase()));
  const languages = new Set((t.languages ?? []).map((l) => key(l.label)));
  return [
    ...audience.handles.filter((h) => handles.has(key(h))).map((h) => `@${h}`),
    ...audience.hashtags.filter((h) => hashtags.has(key(h)) || text.includes(key(h))).map((h) => `#${h}`),
    ...audience.keywords.filter((k) => text.includes(key(k))),
    ...audience.countries.filter((c) => countries.has(c.toLowerCase())),
    ...audience.languages.filter((l) => languages.has(key(l))),
  ];
}

/** Packages with a size (what an ad set can target), best fit first, each with what it matched. */
export function rankPackages<P extends SavedPackage>(packages: P[], audience: StatedAudience): { pkg: P; matches: string[] }[] {
  return packages
    .filter((p) => p.size !== null && p.size > 0)
    .map((pkg, order) => ({ pkg, matches: packageMatches(pkg, audience), order }))
    .sort((a, b) => b.matches.length - a.matches.length || a.order - b.order)
    .map(({ pkg, matches }) => ({ pkg, matches }));
}
