/**
 * The caller's country as far as the request tells it without a geo-IP database: a country
 * header set by the edge in front of us, else the region of the browser's preferred language.
 */
export function countryFromRequest(edgeCountry: string | null | undefined, acceptLanguage: string | null | undefined): string | null {
  const edge = edgeCountry?.trim().toUpperCase();
  if (edge && /^[A-Z]{2}$/.test(edge) && edge !== "XX") return edge;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const region = part.split(";")[0].trim().split("-")[1];
    if (region && /^[A-Za-z]{2}$/.test(region)) return region.toUpperCase();
  }
  return null;
}
