import type { Metadata } from "next";
import { getLocale } from "next-intl/server";
import { VARIANT_TITLES } from "@/lib/domain/routes";
import { forcedTheme } from "@/lib/domain/theme";
import { THEME_BOOT_SCRIPT } from "@/lib/client/theme";
import { ZOD_JITLESS_BOOT_SCRIPT } from "@/lib/client/zod-jitless";
import { currentBrandTeam, requestContext } from "@/lib/server/request-context";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const [{ variant }, team] = await Promise.all([requestContext(), currentBrandTeam()]);
  const product = VARIANT_TITLES[variant];
  return {
    title: { default: product, template: `%s · ${product}` },
    applicationName: product,
    icons: team?.logo ? { icon: team.logo } : { icon: "/_static/favicon.svg" },
  };
}

/** The document only: the app's browser providers are the faces' (components/shell/client-shell.tsx), so public pages can go without them. */
export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [{ layout, nonce }, locale] = await Promise.all([requestContext(), getLocale()]);
  const forced = forcedTheme(layout);
  return (
    <html lang={locale} className={forced ?? undefined} data-forced-theme={forced ?? undefined} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_BOOT_SCRIPT }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
      </head>
      <body className="min-h-screen">{children}</body>
    </html>
  );
}
