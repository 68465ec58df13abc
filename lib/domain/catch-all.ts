import type { Variant } from "./host";
import { resolveRoute, type RouteDef } from "./routes";

/** The route a catch-all page stands for, from its path segments; null when there is none. */
export function routeForSegments(variant: Variant, segments: string[] | undefined): RouteDef | null {
  const path = `/${(segments ?? []).map(encodeURIComponent).join("/")}`;
  const resolution = resolveRoute(variant, path);
  return resolution.kind === "page" ? resolution.route : null;
}
