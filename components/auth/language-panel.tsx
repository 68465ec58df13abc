"use client";
import { useTranslations } from "next-intl";
import { useUpdateMeMutation } from "@/lib/client/queries/user";
import { toast } from "@/lib/client/toasts";
import { LOCALES, type Locale } from "@/lib/domain/locale";
import type { Me } from "@/lib/schemas/user";
import { Panel } from "./parts";

/** Saves the user's language (the server also sets the UI's language cookie), then reloads in it. */
export function LanguagePanel({ me }: { me: Me }) {
  const t = useTranslations("account");
  const names = useTranslations("shell.language");
  const save = useUpdateMeMutation();
  return (
    <Panel title={t("languageTitle")} testId="language">
      <label htmlFor="account-language" className="mb-1.5 block text-sm font-medium">
        {t("languageLabel")}
      </label>
      <select
        id="account-language"
        defaultValue={me.language}
        disabled={save.isPending || save.isSuccess}
        className="h-10 w-full rounded-md border border-border bg-background px-3 text-sm"
        onChange={(e) =>
          save.mutate(
            { language: e.target.value as Locale },
            {
              onSuccess: () => {
                toast.success(t("languageSaved"));
                window.location.reload();
              },
              // Spec §8: a language that cannot be saved is only a warning.
              onError: (err) => console.warn("Failed to set language", err),
            },
          )
        }
      >
        {LOCALES.map((l) => (
          <option key={l} value={l}>
            {names(l)}
          </option>
        ))}
      </select>
    </Panel>
  );
}
