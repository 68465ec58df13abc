import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { chooseLocale, LOCALE_COOKIE } from "@/lib/domain/locale";

export default getRequestConfig(async () => {
  const [cookieStore, headerStore] = await Promise.all([cookies(), headers()]);
  const locale = chooseLocale(cookieStore.get(LOCALE_COOKIE)?.value, headerStore.get("accept-language"));
  const messages = (await import(`../../messages/${locale}.json`)).default;
  return { locale, messages };
});
