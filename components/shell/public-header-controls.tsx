"use client";
import type { Locale } from "@/lib/domain/locale";
import type { Theme } from "@/lib/domain/theme";
import { LanguageSelect, rememberLocale } from "./language-select";
import { ThemeToggleButton } from "./theme-toggle-button";

/**
 * The language and theme controls of a page without the app's providers (the toolkit's public
 * pages): labels come from the server, and a language change reloads the page in that language
 * (an explicit ?hl= in the address would win over the cookie, so it is dropped).
 */
export function PublicHeaderControls(props: { locale: Locale; languageLabels: { label: string } & Record<Locale, string>; themeLabels: Record<Theme, string> }) {
  return (
    <>
      <LanguageSelect
        locale={props.locale}
        labels={props.languageLabels}
        onChange={(value) => {
          rememberLocale(value);
          const url = new URL(window.location.href);
          url.searchParams.delete("hl");
          window.location.assign(url);
        }}
      />
      <ThemeToggleButton labels={props.themeLabels} />
    </>
  );
}
