import createNextIntlPlugin from "next-intl/plugin";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

/** @type {import('next').NextConfig} */
const nextConfig = {
  // The spec's API paths end in a slash; answer them as they are, without a redirect.
  skipTrailingSlashRedirect: true,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "exceljs"],
  poweredByHeader: false,
  typedRoutes: false,
  devIndicators: false,
};

export default withNextIntl(nextConfig);
