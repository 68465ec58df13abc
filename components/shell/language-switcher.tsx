"use client";
import { useLocale, useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import type { Locale } from "@/lib/domain/locale";
import { useSaveLanguageMutation } from "@/lib/client/queries/user";
import { LanguageSelect, rememberLocale } from "./language-select";

export function LanguageSwitcher() {
  const t = useTranslations("shell.language");
  const locale = useLocale() as Locale;
  const router = useRouter();
  const save = useSaveLanguageMutation();
  return (
    <LanguageSelect
      locale={locale}
      labels={{ label: t("label"), en: t("en"), ja: t("ja") }}
      onChange={(value) => {
        rememberLocale(value);
        save.mutate(value, { onSettled: () => router.refresh() });
      }}
    />
  );
}
