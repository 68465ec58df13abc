"use client";
import { useState } from "react";
import { useTranslations } from "next-intl";
import { api } from "@/lib/client/http/api";
import { toast } from "@/lib/client/toasts";
import { LOCALES } from "@/lib/domain/locale";
import type { Me } from "@/lib/schemas/user";
import { Panel } from "./parts";

/** Saves the user's language (the server also sets the UI's language cookie), then reloads in it. */
export function LanguagePanel({ me }: { me: Me }) {
  const t = useTranslations("account");
  const names = useTranslations("shell.language");
  const [busy, setBusy] = useState(false);
  return (
    <Panel title={t("languageTitle")} testId="language">
      <label htmlFor="account-language" className="mb-1.5 block text-sm font-medium">
        {t("languageLabel")}
      </label>
      <select
        id="account-language"
        defaultValue={me.language}
        disabled={busy}
        className="h-10 w-full rounded-md border border-border bg-background px-3 text-sm"
        onChange={async (e) => {
          setBusy(true);
          try {
            await api().request("PUT", "/api/user/me/", { body: { language: e.target.value } });
            toast.success(t("languageSaved"));
            window.location.reload();
          } catch (err) {
            // Spec §8: a language that cannot be saved is only a warning.
            console.warn("Failed to set language", err);
            setBusy(false);
          }
        }}
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
