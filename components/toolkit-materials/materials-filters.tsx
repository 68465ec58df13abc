import { getTranslations } from "next-intl/server";
import { CONTENT_TYPES } from "@/lib/domain/marketing-materials";
import { LOCALES } from "@/lib/domain/locale";
import type { MaterialListQuery } from "@/lib/schemas/marketing-materials";
import { Prerendered } from "@/components/toolkit-site/prerendered-element";

const SELECT = "h-9 rounded-lg border border-border bg-card px-2 text-sm";
const FORM = "flex flex-wrap items-end gap-3 rounded-xl border border-border bg-card p-4";

/** The filters' fields and button; a value is pre-selected only when the address names one. */
async function Fields({ filters }: { filters: MaterialListQuery }) {
  const t = await getTranslations("materials");
  return (
    <>
      <label className="flex flex-col gap-1 text-sm">
        {t("type")}
        <select name="type" defaultValue={filters.type} className={SELECT}>
          <option value="">{t("anyType")}</option>
          {CONTENT_TYPES.map((c) => (
            <option key={c} value={c}>
              {t(`types.${c}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t("language")}
        <select name="language" defaultValue={filters.language} className={SELECT}>
          <option value="">{t("anyLanguage")}</option>
          {LOCALES.map((l) => (
            <option key={l} value={l}>
              {t(`languages.${l}`)}
            </option>
          ))}
        </select>
      </label>
      <label className="flex flex-col gap-1 text-sm">
        {t("search")}
        <input type="search" name="q" defaultValue={filters.q} className={`${SELECT} w-56`} />
      </label>
      <button type="submit" className="h-9 rounded-lg border border-border px-4 text-sm font-medium hover:bg-muted">
        {t("apply")}
      </button>
    </>
  );
}

/**
 * The library's filters as a plain GET form (no script needed). Without filters in the address (most
 * visits) the fields are the same for everyone of a language: prerendered once per language.
 */
export async function MaterialsFilters({ filters }: { filters: MaterialListQuery }) {
  const label = (await getTranslations("materials"))("filters");
  if (filters.type === undefined && filters.language === undefined && filters.q === undefined)
    return <Prerendered as="form" part="materials-filters" method="get" aria-label={label} className={FORM} render={() => <Fields filters={{}} />} />;
  return (
    <form method="get" aria-label={label} className={FORM}>
      <Fields filters={filters} />
    </form>
  );
}
