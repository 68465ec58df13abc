import { getTranslations } from "next-intl/server";
import { routeHeading } from "@/components/shell/route-heading";
import { PublicPage } from "@/components/toolkit-site/public-page";
import { JsonLd } from "@/components/toolkit-site/json-ld";
import { CONTENT_TYPES } from "@/lib/domain/marketing-materials";
import { LOCALES } from "@/lib/domain/locale";
import type { MaterialListQuery, MaterialView } from "@/lib/schemas/marketing-materials";
import { oncePerLanguage } from "@/components/toolkit-site/prerendered";
import { PublicMaterialCard } from "./public-material-card";
import { AgencyMaterials } from "./agency-materials";
import { MaterialsQueryIsland } from "./materials-query-island";
import { MaterialsFilters } from "./materials-filters";

const intro = async () => {
  const [heading, t] = await Promise.all([routeHeading("toolkit", "marketingMaterials"), getTranslations("materials")]);
  return { heading, lead: t("lead") };
};

/** The library's labels (the same for every visitor of a language). */
async function libraryLabels() {
  const t = await getTranslations("materials");
  const types = Object.fromEntries(CONTENT_TYPES.map((c) => [c, t(`types.${c}`)]));
  const languages = Object.fromEntries(LOCALES.map((l) => [l, t(`languages.${l}`)]));
  const download = { download: t("download"), downloading: t("downloading"), requestDownload: t("requestDownload"), downloadFailed: t("downloadFailed") };
  const agency = { title: t("agencyTitle"), lead: t("agencyLead"), types, languages, card: { ...download, preview: t("preview") } };
  return { types, languages, download, agency };
}

/** "3 materials", worded once per count and language (a plural message is compiled on every use otherwise). */
const ignoredWording = async () => (await getTranslations("materials"))("ignoredFilters");

const countWording = (count: number) => oncePerLanguage(`materials-count:${count}`, async () => (await getTranslations("materials"))("count", { count }));

/**
 * The marketing-material library as visitors see it, rendered on the server with its filters
 * (materials-filters.tsx) and without the app's providers; a signed-in agency user's extra
 * materials and the signed-in downloads are islands under one query client.
 */
export async function MaterialsPage(p: { materials: MaterialView[]; previews: Map<string, string>; filters: MaterialListQuery; ignoredFilters?: boolean; nonce: string | undefined }) {
  const [labels, count] = await Promise.all([oncePerLanguage("materials-labels", libraryLabels), countWording(p.materials.length)]);
  const { types, languages } = labels;
  const faq = p.materials.flatMap((m) => m.faq);
  return (
    <PublicPage routeId="marketingMaterials" intro={intro}>
      {faq.length > 0 && (
        <JsonLd
          nonce={p.nonce}
          data={{ "@context": "https://schema.org", "@type": "FAQPage", mainEntity: faq.map((f) => ({ "@type": "Question", name: f.question, acceptedAnswer: { "@type": "Answer", text: f.answer } })) }}
        />
      )}
      <MaterialsFilters filters={p.filters} />
      {p.ignoredFilters && <p className="text-sm text-muted-foreground">{await ignoredWording()}</p>}
      <p className="text-sm text-muted-foreground" role="status">
        {count}
      </p>
      <MaterialsQueryIsland>
        <div className="grid gap-4 md:grid-cols-2">
          {p.materials.map((m) => (
            <PublicMaterialCard
              key={m.slug}
              material={m}
              preview={p.previews.get(m.slug)}
              labels={{ preview: labels.agency.card.preview, type: types[m.content_type] ?? m.content_type, language: languages[m.language] ?? m.language }}
              download={labels.download}
            />
          ))}
        </div>
        <AgencyMaterials filters={p.filters} publicSlugs={p.materials.map((m) => m.slug)} labels={labels.agency} />
      </MaterialsQueryIsland>
    </PublicPage>
  );
}
