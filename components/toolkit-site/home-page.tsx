import { getTranslations } from "next-intl/server";
import { routeHeading } from "@/components/shell/route-heading";
import type { CorpusExamples } from "@/lib/domain/public-site";
import { VARIANT_TITLES } from "@/lib/domain/routes";
import { HomeExamples } from "./home-examples";
import { JsonLd } from "./json-ld";
import { PublicPage, TextSections, type TitledText } from "./public-page";
import { QuickActions } from "./quick-actions";

/** The toolkit's home page: what it does, live examples from the corpus, and a signed-in visitor's shortcuts. */
export async function HomePage({ origin, nonce, examples }: { origin: string; nonce: string | undefined; examples: CorpusExamples }) {
  const [heading, t, site] = await Promise.all([routeHeading("toolkit", "home"), getTranslations("publicSite.home"), getTranslations("publicSite")]);
  return (
    <PublicPage heading={heading} lead={`${t("tagline")} ${t("lead")}`} routeId="home">
      <JsonLd
        nonce={nonce}
        data={{
          "@context": "https://schema.org",
          "@graph": [
            { "@type": "Organization", "@id": `${origin}/#organization`, name: site("organization"), url: `${origin}/`, logo: `${origin}/_static/favicon.svg` },
            { "@type": "WebSite", "@id": `${origin}/#website`, name: VARIANT_TITLES.toolkit, url: `${origin}/`, inLanguage: ["en", "ja"], publisher: { "@id": `${origin}/#organization` } },
          ],
        }}
      />
      <QuickActions
        labels={{
          title: t("quickActionsTitle"),
          lead: t.raw("quickActionsLead") as string,
          actions: { explore: t("quick.explore"), audienceBuilder: t("quick.audienceBuilder"), myAudiences: t("quick.myAudiences"), targetingLists: t("quick.targetingLists") },
        }}
      />
      <section aria-labelledby="features" className="flex flex-col gap-4">
        <h2 id="features" className="text-2xl font-semibold tracking-tight">
          {t("featuresTitle")}
        </h2>
        <TextSections items={t.raw("features") as TitledText[]} headingLevel={3} />
      </section>
      <HomeExamples examples={examples} />
    </PublicPage>
  );
}
