import { getTranslations } from "next-intl/server";
import { CONTENT_TYPES } from "@/lib/domain/marketing-materials";
import { LOCALES } from "@/lib/domain/locale";
import type { MaterialListQuery } from "@/lib/schemas/marketing-materials";
import { Prerendered } from "@/components/toolkit-site/prerendered-element";
import { oncePerLanguage } from "@/components/toolkit-site/prerendered";

const SELECT = "h-9 rounded-lg border border-border bg-card px-2 text-sm";
const FORM = "flex flex-wrap items-end gap-3 rounded-xl border border-border bg-card p-4";

/** One filter as a select whose first option means any value. */
function FilterSelect({ label, name, value, any, options }: { label: string; name: string; value?: string; any: string; options: { value: string; label: string }[] }) {
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <select name={name} defaultValue={value} className={SELECT}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}

/** The filters' fields and button; a value is pre-selected only when the address names one. */
async function Fields({ filters }: { filters: MaterialListQuery }) {
  const t = await getTranslations("materials");
  return (
    <>
      <FilterSelect label={t("type")} name="type" value={filters.type} any={t("anyType")} options={CONTENT_TYPES.map((c) => ({ value: c, label: t(`types.${c}`) }))} />
      <FilterSelect label={t("language")} name="language" value={filters.language} any={t("anyLanguage")} options={LOCALES.map((l) => ({ value: l, label: t(`languages.${l}`) }))} />
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
  const label = await oncePerLanguage("materials-filters-label", async () => (await getTranslations("materials"))("filters"));
  if (filters.type === undefined && filters.language === undefined && filters.q === undefined)
    return <Prerendered as="form" part="materials-filters" method="get" aria-label={label} className={FORM} render={() => <Fields filters={{}} />} />;
  return (
    <form method="get" aria-label={label} className={FORM}>
      <Fields filters={filters} />
    </form>
  );
}
