/** Names shared by the server that sets them and the pages that read them. */
export const SESSION_COOKIE = "murmur-session";
/** Readable by the page: the API client echoes it in the X-CSRFToken header. */
export const CSRF_COOKIE = "murmur-csrf";
export const CSRF_HEADER = "x-csrftoken";

/**
 * The Domain attribute of the session cookie: the product's root domain (shared by its
 * sub-domains) only in production on a real domain; host-only everywhere else, and never on
 * localhost, where browsers drop cookies for ".localhost".
 */
export function sessionCookieDomain(opts: { production: boolean; productDomain: string; authUrl: string }): string | undefined {
  const root = opts.productDomain.replace(/^\./, "").toLowerCase();
  if (!opts.production || !root.includes(".") || root === "localhost" || root.endsWith(".localhost") || /^[\d.]+$/.test(root)) return undefined;
  const host = new URL(opts.authUrl).hostname.toLowerCase();
  return host === root || host.endsWith(`.${root}`) ? `.${root}` : undefined;
}
