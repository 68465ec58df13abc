import { NextResponse, type NextRequest } from "next/server";
import { parseHost, VARIANT_QUERY_FLAG } from "@/lib/domain/host";
import { resolveRoute } from "@/lib/domain/routes";
import { ROUTE_HEADERS, VARIANT_COOKIE } from "@/lib/domain/request-headers";
import { NON_PAGE_CONTENT_SECURITY_POLICY, pageContentSecurityPolicy } from "@/lib/domain/security-headers";
import { BENCH_BARE_PAGE_PATH } from "@/lib/domain/bench";
import { hostConfig, pageConnectOrigins, secureCookies, trustForwardedHost } from "@/lib/server/config";

const CSP = "content-security-policy";

/** A fresh nonce and the page policy naming it: on the request (Next reads the nonce from it for its own scripts) and on the response. */
function withPagePolicy(headers: Headers): string {
  const policy = pageContentSecurityPolicy(btoa(crypto.randomUUID()), process.env.NODE_ENV === "development", pageConnectOrigins());
  headers.set(CSP, policy);
  return policy;
}

/** Next 16's middleware: pick the face by host, then rewrite into that face's internal prefix. */
export function proxy(req: NextRequest) {
  if (req.nextUrl.pathname === BENCH_BARE_PAGE_PATH) {
    const headers = new Headers(req.headers);
    const response = NextResponse.next({ request: { headers } });
    response.headers.set(CSP, withPagePolicy(headers));
    return response;
  }
  const rawHost = (trustForwardedHost() && req.headers.get("x-forwarded-host")) || req.headers.get("host") || "localhost";
  const flag = req.nextUrl.searchParams.get(VARIANT_QUERY_FLAG);
  const host = parseHost(rawHost, hostConfig(), flag ?? req.cookies.get(VARIANT_COOKIE)?.value);
  const resolution = resolveRoute(host.variant, req.nextUrl.pathname);

  if (resolution.kind === "redirect") {
    // A plain URL: NextURL would carry a trailing slash from the request over to the target.
    const response = NextResponse.redirect(new URL(resolution.to + req.nextUrl.search, req.nextUrl.origin));
    response.headers.set(CSP, NON_PAGE_CONTENT_SECURITY_POLICY);
    return response;
  }

  const headers = new Headers(req.headers);
  for (const name of Object.values(ROUTE_HEADERS)) headers.delete(name);
  headers.set(ROUTE_HEADERS.variant, host.variant);
  headers.set(ROUTE_HEADERS.path, req.nextUrl.pathname + req.nextUrl.search);
  if (host.team.kind === "customer") headers.set(ROUTE_HEADERS.team, host.team.slug);
  if (resolution.kind === "page") {
    headers.set(ROUTE_HEADERS.layout, resolution.route.layout);
    headers.set(ROUTE_HEADERS.route, resolution.route.id);
  }

  const policy = withPagePolicy(headers);

  const url = req.nextUrl.clone();
  url.pathname = resolution.internalPath;
  const response = NextResponse.rewrite(url, { request: { headers } });
  response.headers.set(CSP, policy);
  if (host.staging && flag) {
    response.cookies.set(VARIANT_COOKIE, flag, { path: "/", sameSite: "lax", httpOnly: true, secure: secureCookies() });
  }
  return response;
}

export const config = {
  matcher: ["/((?!api/|api$|rest-auth/|_next/|_static/|favicon.ico|robots.txt|sitemap.xml).*)"],
};
