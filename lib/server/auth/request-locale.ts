import "server-only";
import { chooseLocale, LOCALE_COOKIE, type Locale } from "@/lib/domain/locale";
import type { NextRequest } from "next/server";

/** The language a visitor sees: their cookie, else the browser's. */
export function requestLocale(req: NextRequest): Locale {
  return chooseLocale(req.cookies.get(LOCALE_COOKIE)?.value, req.headers.get("accept-language"));
}
