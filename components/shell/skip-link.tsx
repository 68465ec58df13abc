import { getTranslations } from "next-intl/server";

export async function SkipLink() {
  const t = await getTranslations("shell");
  return (
    <a href="#main" className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-card focus:px-3 focus:py-2">
      {t("skipToContent")}
    </a>
  );
}
