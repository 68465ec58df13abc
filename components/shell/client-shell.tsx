import type { ComponentProps } from "react";
import { NextIntlClientProvider } from "next-intl";
import type { PublicConfig } from "@/lib/domain/public-config";
import { AppProviders } from "./app-providers";

/**
 * The browser side of the app's pages: messages, query client, toasts, progress, crashes. The
 * faces' layouts put it around their pages (with lib/server/client-shell-props.ts); the toolkit's
 * public pages go without it, so their first load is React, Next and their few islands only.
 */
export function ClientShell({ messages, config, children }: { messages: ComponentProps<typeof NextIntlClientProvider>["messages"]; config: PublicConfig; children: React.ReactNode }) {
  return (
    <NextIntlClientProvider messages={messages}>
      <AppProviders config={config}>{children}</AppProviders>
    </NextIntlClientProvider>
  );
}
