import { getTranslations } from "next-intl/server";
import { routeHeading } from "@/components/shell/route-heading";
import { PublicPage } from "@/components/toolkit-site/public-page";
import { JsonLd } from "@/components/toolkit-site/json-ld";
import { CONTENT_TYPES } from "@/lib/domain/marketing-materials";
import { LOCALES } from "@/lib/domain/locale";
import type { MaterialListQuery, MaterialView } from "@/lib/schemas/marketing-materials";
import { MaterialCard } from "./material-card";
import { AgencyMaterials } from "./agency-materials";
import { MaterialsQueryIsland } from "./materials-query-island";

const SELECT = "h-9 rounded-lg border border-border bg-card px-2 text-sm";

/**
 * The marketing-material library as visitors see it, rendered on the server with its filters as a
 * plain GET form (no script needed) and without the app's providers; a signed-in agency user's extra
 * materials and the signed-in downloads are islands under one query client.
 */
export async function MaterialsPage(p: { materials: MaterialView[]; previews: Map<string, string>; filters: MaterialListQuery; nonce: string | undefined }) {
  const [heading, t] = await Promise.all([routeHeading("toolkit", "marketingMaterials"), getTranslations("materials")]);
  const types = Object.fromEntries(CONTENT_TYPES.map((c) => [c, t(`types.${c}`)]));
  const languages = Object.fromEntries(LOCALES.map((l) => [l, t(`languages.${l}`)]));
  const card = { preview: t("preview"), download: t("download"), downloading: t("downloading"), requestDownload: t("requestDownload"), downloadFailed: t("downloadFailed") };
  const faq = p.materials.flatMap((m) => m.faq);
  return (
    <PublicPage heading={heading} lead={t("lead")} routeId="marketingMaterials">
      {faq.length > 0 && (
        <JsonLd
          nonce={p.nonce}
          data={{ "@context": "https://schema.org", "@type": "FAQPage", mainEntity: faq.map((f) => ({ "@type": "Question", name: f.question, acceptedAnswer: { "@type": "Answer", text: f.answer } })) }}
        />
      )}
      <form method="get" aria-label={t("filters")} className="flex flex-wrap items-end gap-3 rounded-xl border border-border bg-card p-4">
        <label className="flex flex-col gap-1 text-sm">
          {t("type")}
          <select name="type" defaultValue={p.filters.type ?? ""} className={SELECT}>
            <option value="">{t("anyType")}</option>
            {CONTENT_TYPES.map((c) => (
              <option key={c} value={c}>
                {types[c]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("language")}
          <select name="language" defaultValue={p.filters.language ?? ""} className={SELECT}>
            <option value="">{t("anyLanguage")}</option>
            {LOCALES.map((l) => (
              <option key={l} value={l}>
                {languages[l]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm">
          {t("search")}
          <input type="search" name="q" defaultValue={p.filters.q ?? ""} className={`${SELECT} w-56`} />
        </label>
        <button type="submit" className="h-9 rounded-lg border border-border px-4 text-sm font-medium hover:bg-muted">
          {t("apply")}
        </button>
      </form>
      <p className="text-sm text-muted-foreground" role="status">
        {t("count", { count: p.materials.length })}
      </p>
      <MaterialsQueryIsland>
        <div className="grid gap-4 md:grid-cols-2">
          {p.materials.map((m) => (
            <MaterialCard key={m.slug} material={m} preview={p.previews.get(m.slug)} labels={{ ...card, type: types[m.content_type] ?? m.content_type, language: languages[m.language] ?? m.language }} />
          ))}
        </div>
        <AgencyMaterials filters={p.filters} publicSlugs={p.materials.map((m) => m.slug)} labels={{ title: t("agencyTitle"), lead: t("agencyLead"), types, languages, card }} />
      </MaterialsQueryIsland>
    </PublicPage>
  );
}
