import { getTranslations } from "next-intl/server";
import { routeHeading } from "@/components/shell/route-heading";
import type { CorpusExamples } from "@/lib/domain/public-site";
import { VARIANT_TITLES } from "@/lib/domain/routes";
import { HomeExamples } from "./home-examples";
import { JsonLd } from "./json-ld";
import { Prerendered } from "./prerendered-element";
import { PublicPage, TextSections, type TitledText } from "./public-page";
import { QuickActions, type QuickActionLabels } from "./quick-actions";
import { oncePerLanguage } from "@/components/toolkit-site/prerendered";

/** The features section's heading and cards (static: prerendered per language). */
async function Features() {
  const t = await getTranslations("publicSite.home");
  return (
    <>
      <h2 id="features" className="text-2xl font-semibold tracking-tight">
        {t("featuresTitle")}
      </h2>
      <TextSections part="home-features" items={async () => t.raw("features") as TitledText[]} headingLevel={3} />
    </>
  );
}

async function quickActionLabels(): Promise<QuickActionLabels> {
  const t = await getTranslations("publicSite.home");
  return {
    title: t("quickActionsTitle"),
    lead: t.raw("quickActionsLead") as string,
    actions: { explore: t("quick.explore"), audienceBuilder: t("quick.audienceBuilder"), myAudiences: t("quick.myAudiences"), targetingLists: t("quick.targetingLists") },
  };
}

const intro = async () => {
  const [heading, t] = await Promise.all([routeHeading("toolkit", "home"), getTranslations("publicSite.home")]);
  return { heading, lead: `${t("tagline")} ${t("lead")}` };
};

/**
 * The toolkit's home page: what it does (prerendered per language), live examples from the corpus,
 * and a signed-in visitor's shortcuts.
 */
export async function HomePage({ origin, nonce, examples }: { origin: string; nonce: string | undefined; examples: CorpusExamples }) {
  const [labels, organization] = await Promise.all([oncePerLanguage("quick-actions", quickActionLabels), oncePerLanguage("organization", async () => (await getTranslations("publicSite"))("organization"))]);
  return (
    <PublicPage routeId="home" intro={intro}>
      <JsonLd
        nonce={nonce}
        data={{
          "@context": "https://schema.org",
          "@graph": [
            { "@type": "Organization", "@id": `${origin}/#organization`, name: organization, url: `${origin}/`, logo: `${origin}/_static/favicon.svg` },
            { "@type": "WebSite", "@id": `${origin}/#website`, name: VARIANT_TITLES.toolkit, url: `${origin}/`, inLanguage: ["en", "ja"], publisher: { "@id": `${origin}/#organization` } },
          ],
        }}
      />
      <QuickActions labels={labels} />
      <Prerendered as="section" part="home-features" aria-labelledby="features" className="flex flex-col gap-4" render={() => <Features />} />
      <HomeExamples examples={examples} />
    </PublicPage>
  );
}
