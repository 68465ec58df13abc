export type Variant = "dashboard" | "toolkit" | "suite";

export interface HostConfig {
  /** The product's own domain, e.g. "murmur.app" (or "localhost" in development). */
  productDomain: string;
  /** Hosts that serve the Targeting Toolkit. */
  toolkitHosts: string[];
  /** Hosts that serve the Deep Thought premium suite. */
  suiteHosts: string[];
}

export type TeamScope =
  | { kind: "default" }
  | { kind: "customer"; slug: string }
  | { kind: "none" };

export interface ParsedHost {
  hostname: string;
  variant: Variant;
  staging: boolean;
  team: TeamScope;
}

/** Prefixes that mean "the default local team" rather than a customer sub-domain. */
const DEFAULT_TEAM_PREFIXES = new Set(["dashboard", "local", "staging", "localhost"]);

/** Query flag that picks a variant on a staging host: ?variant=toolkit or ?variant=suite. */
export const VARIANT_QUERY_FLAG = "variant";

export function stripPort(host: string): string {
  const trimmed = host.trim().toLowerCase();
  if (trimmed.startsWith("[")) return trimmed.slice(0, trimmed.indexOf("]") + 1);
  const colon = trimmed.lastIndexOf(":");
  return colon === -1 ? trimmed : trimmed.slice(0, colon);
}

function firstLabel(hostname: string): string {
  return hostname.split(".")[0] ?? "";
}

export function isStagingHost(hostname: string): boolean {
  return hostname.split(".").includes("staging") || firstLabel(hostname).startsWith("staging-");
}

/** The customer sub-domain: the first label before the product domain, "www" meaning none. */
export function customerLabel(hostname: string, productDomain: string): string | null {
  const domain = productDomain.toLowerCase();
  if (hostname === domain || !hostname.endsWith(`.${domain}`)) return null;
  const label = firstLabel(hostname.slice(0, -(domain.length + 1)));
  return label && label !== "www" ? label : null;
}

export function teamScopeFor(hostname: string, config: HostConfig): TeamScope {
  const label = firstLabel(hostname);
  if (DEFAULT_TEAM_PREFIXES.has(label) || hostname === config.productDomain) return { kind: "default" };
  const customer = customerLabel(hostname, config.productDomain);
  if (customer && !DEFAULT_TEAM_PREFIXES.has(customer)) return { kind: "customer", slug: customer };
  return { kind: "none" };
}

function variantFromFlag(flag: string | null | undefined): Variant | null {
  return flag === "toolkit" || flag === "suite" || flag === "dashboard" ? flag : null;
}

/**
 * Decide which face of the product a request is for.
 * `stagingFlag` is the query flag (or the cookie that remembers it) and only counts on staging hosts.
 */
export function parseHost(rawHost: string, config: HostConfig, stagingFlag?: string | null): ParsedHost {
  const hostname = stripPort(rawHost);
  const staging = isStagingHost(hostname);
  const team = teamScopeFor(hostname, config);
  const listed = (hosts: string[]) => hosts.some((h) => stripPort(h) === hostname);
  let variant: Variant = "dashboard";
  if (listed(config.toolkitHosts)) variant = "toolkit";
  else if (listed(config.suiteHosts)) variant = "suite";
  else if (staging) variant = variantFromFlag(stagingFlag) ?? "dashboard";
  const productTeam = variant === "dashboard" ? team : { kind: "none" as const };
  return { hostname, variant, staging, team: productTeam };
}
