import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { NON_PAGE_CONTENT_SECURITY_POLICY, NON_PAGE_SOURCES, commonSecurityHeaders } from "./lib/domain/security-headers";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

// A production build is served behind TLS, so only it asks browsers to stay on https (HSTS).
const production = process.env.NODE_ENV === "production";

const nextConfig: NextConfig = {
  // The spec's API paths end in a slash; answer them as they are, without a redirect.
  skipTrailingSlashRedirect: true,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "exceljs", "pdfkit"],
  poweredByHeader: false,
  typedRoutes: false,
  devIndicators: false,
  // Every response; pages get their Content-Security-Policy (with the request's nonce) from proxy.ts.
  async headers() {
    return [
      { source: "/:path*", headers: commonSecurityHeaders(production) },
      ...NON_PAGE_SOURCES.map((source) => ({ source, headers: [{ key: "Content-Security-Policy", value: NON_PAGE_CONTENT_SECURITY_POLICY }] })),
    ];
  },
};

export default withNextIntl(nextConfig);
