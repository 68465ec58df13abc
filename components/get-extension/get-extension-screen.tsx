import { getTranslations } from "next-intl/server";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Button } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";

const STEPS = ["download", "unzip", "extensionsPage", "developerMode", "loadUnpacked", "signIn", "apply"] as const;

/** The toolkit's "Get the extension" page: the built zip to download and how to install it by hand. */
export async function GetExtensionScreen({ heading, zipUrl, zipSize }: { heading: string; zipUrl: string; zipSize: number | null }) {
  const t = await getTranslations("getExtension");
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 p-6">
      <header className="flex flex-col gap-2">
        <h1 className="text-2xl font-semibold tracking-tight">{heading}</h1>
        <p className="text-muted-foreground">{t("intro")}</p>
      </header>
      <Card>
        <CardHeader>
          <CardTitle>{t("downloadTitle")}</CardTitle>
          <CardDescription>{zipSize === null ? t("notBuilt") : t("downloadHint", { kb: Math.max(1, Math.round(zipSize / 1024)) })}</CardDescription>
        </CardHeader>
        {zipSize !== null && (
          <CardContent>
            <Button asChild>
              <a href={zipUrl} download="x-pro-targeting.zip">
                <Icon name="download" size="sm" />
                {t("download")}
              </a>
            </Button>
          </CardContent>
        )}
      </Card>
      <section aria-labelledby="install-steps" className="flex flex-col gap-3">
        <h2 id="install-steps" className="text-lg font-semibold">
          {t("stepsTitle")}
        </h2>
        <ol className="list-decimal space-y-2 pl-6 text-sm">
          {STEPS.map((step) => (
            <li key={step}>{t(`steps.${step}`)}</li>
          ))}
        </ol>
      </section>
    </div>
  );
}
