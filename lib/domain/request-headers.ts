/** Headers the proxy sets on the rewritten request; never accepted from the client. */
export const ROUTE_HEADERS = {
  variant: "x-murmur-variant",
  layout: "x-murmur-layout",
  route: "x-murmur-route",
  team: "x-murmur-team",
  path: "x-murmur-path",
} as const;

export const VARIANT_COOKIE = "murmur-variant";
