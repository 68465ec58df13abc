import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { chooseLocale, LOCALE_COOKIE, localeFromPath } from "@/lib/domain/locale";
import { ROUTE_HEADERS } from "@/lib/domain/request-headers";

// next-intl's default, the server's zone, read once: left unset, next-intl asks Intl for it on every
// request (a new Intl.DateTimeFormat costs about half a millisecond of CPU, ~6% of a bare page's).
const SERVER_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export default getRequestConfig(async () => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  // An explicit ?hl= (the public pages' hreflang links, which crawlers follow) wins over cookie and browser.
  const locale =
    localeFromPath(headerStore.get(ROUTE_HEADERS.path)) ?? chooseLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerStore.get("accept-language"));
  const messages = (await import(`../../messages/${locale}.json`)).default;
  return { locale, messages, timeZone: SERVER_TIME_ZONE };
});
