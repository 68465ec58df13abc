"use client";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { LOCALE_COOKIE, LOCALES, type Locale } from "@/lib/domain/locale";
import { useSaveLanguageMutation } from "@/lib/client/queries/user";

const ONE_YEAR_S = 60 * 60 * 24 * 365;

export function LanguageSwitcher() {
  const t = useTranslations("shell.language");
  const locale = useLocale();
  const router = useRouter();
  const save = useSaveLanguageMutation();
  return (
    <label className="flex items-center gap-2 text-sm text-muted-foreground">
      <span className="sr-only">{t("label")}</span>
      <select
        data-testid="language-switcher"
        value={locale}
        onChange={(e) => {
          const value = e.target.value as Locale;
          document.cookie = `${LOCALE_COOKIE}=${value}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
          save.mutate(value, { onSettled: () => router.refresh() });
        }}
        className="h-9 rounded-md border border-border bg-card px-2 text-foreground"
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {t(l)}
          </option>
        ))}
      </select>
    </label>
  );
}
