// The security headers every response carries. Pure, so next.config.ts (headers on API, auth and
// static responses), the proxy (pages, with a per-request nonce) and the tests share one definition.

/** Pages: Next's own scripts and the inline theme script carry the request's nonce; nothing else runs. */
export function pageContentSecurityPolicy(nonce: string, dev: boolean, connectOrigins: string[] = []): string {
  return [
    "default-src 'self'",
    // 'strict-dynamic': scripts a nonced script loads (Next's chunks) run too; dev needs eval for React's overlay.
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    // Radix and the charts set style attributes; styles cannot run code, scripts stay nonce-only.
    "style-src 'self' 'unsafe-inline'",
    // Team logos and X profile pictures may live on other https origins; captures are data: and blob: URLs.
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    // A configured upload bucket receives the media library's uploads straight from the page.
    `connect-src 'self'${connectOrigins.map((o) => ` ${o}`).join("")}${dev ? " ws: wss:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // No page of ours is meant to be framed (the extension talks to pages by messages, not frames).
    "frame-ancestors 'none'",
  ].join("; ");
}

/** API answers, sign-in callbacks and static files: nothing in them may load or run anything, nor be framed. */
export const NON_PAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Features no screen uses, switched off for the page and everything it embeds. */
export const PERMISSIONS_POLICY = [
  "camera=()",
  "microphone=()",
  "geolocation=()",
  "payment=()",
  "usb=()",
  "magnetometer=()",
  "gyroscope=()",
  "accelerometer=()",
  "browsing-topics=()",
].join(", ");

export const HSTS = "max-age=63072000; includeSubDomains";

/** Headers on every response, whatever its kind; HSTS only from a production build (served behind TLS). */
export function commonSecurityHeaders(production: boolean): { key: string; value: string }[] {
  const headers = [
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Permissions-Policy", value: PERMISSIONS_POLICY },
    // For browsers that predate frame-ancestors.
    { key: "X-Frame-Options", value: "DENY" },
  ];
  if (production) headers.push({ key: "Strict-Transport-Security", value: HSTS });
  return headers;
}

/** Paths the proxy does not see (see proxy.ts's matcher), in next.config's source syntax. */
export const NON_PAGE_SOURCES = ["/api/:path*", "/api", "/rest-auth/:path*", "/_next/:path*", "/_static/:path*", "/favicon.ico", "/robots.txt", "/sitemap.xml"];

/** The nonce a page policy names (what the root layout gives its own inline script). */
export function nonceFromPolicy(policy: string | null): string | undefined {
  return policy?.match(/'nonce-([^']+)'/)?.[1];
}
