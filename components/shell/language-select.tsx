"use client";
import { LOCALE_COOKIE, LOCALES, type Locale } from "@/lib/domain/locale";

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** Remembers the language in the locale cookie; the caller decides how the page follows (refresh, reload). */
export function rememberLocale(value: Locale): void {
  document.cookie = `${LOCALE_COOKIE}=${value}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
}

/** The language picker with its labels given (by LanguageSwitcher from the messages, or by a server-rendered header). */
export function LanguageSelect({ locale, labels, onChange }: { locale: Locale; labels: { label: string } & Record<Locale, string>; onChange: (locale: Locale) => void }) {
  return (
    <label className="flex items-center gap-2 text-sm text-muted-foreground">
      <span className="sr-only">{labels.label}</span>
      <select
        data-testid="language-switcher"
        value={locale}
        onChange={(e) => onChange(e.target.value as Locale)}
        className="h-9 rounded-md border border-border bg-card px-2 text-foreground"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {labels[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
