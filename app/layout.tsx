import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages } from "next-intl/server";
import { AppProviders } from "@/components/shell/app-providers";
import { VARIANT_TITLES } from "@/lib/domain/routes";
import { forcedTheme } from "@/lib/domain/theme";
import { clientMessages } from "@/lib/domain/i18n/client-messages";
import { THEME_BOOT_SCRIPT } from "@/lib/client/theme";
import { ZOD_JITLESS_BOOT_SCRIPT } from "@/lib/client/zod-jitless";
import { publicConfig } from "@/lib/server/config";
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

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const [{ layout, nonce, variant, routeId }, locale, messages] = await Promise.all([requestContext(), getLocale(), getMessages()]);
  const forced = forcedTheme(layout);
  return (
    <html lang={locale} className={forced ?? undefined} data-forced-theme={forced ?? undefined} suppressHydrationWarning>
      <head>
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS_BOOT_SCRIPT }} />
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
      </head>
      <body className="min-h-screen">
        <NextIntlClientProvider messages={clientMessages(messages, variant, routeId)}>
          <AppProviders config={publicConfig()}>{children}</AppProviders>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
