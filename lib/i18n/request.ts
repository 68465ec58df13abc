import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { chooseLocale, LOCALE_COOKIE, localeFromPath } from "@/lib/domain/locale";
import { ROUTE_HEADERS } from "@/lib/domain/request-headers";

// The server's time zone, read once: left out, next-intl reads it anew for every request.
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export default getRequestConfig(async () => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  // An explicit ?hl= (the public pages' hreflang links, which crawlers follow) wins over cookie and browser.
  const locale =
    localeFromPath(headerStore.get(ROUTE_HEADERS.path)) ?? chooseLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerStore.get("accept-language"));
  const messages = (await import(`../../messages/${locale}.json`)).default;
  return { locale, messages, timeZone: TIME_ZONE };
});
