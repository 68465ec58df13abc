import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { routeHeading, routeMetadata } from "@/components/shell/route-heading";
import { RequestPage } from "@/components/toolkit-requests/request-page";
import { LazyRequestForm } from "@/components/toolkit-requests/lazy-request-form";
import { materialSlugSchema } from "@/lib/schemas/toolkit-requests";

type Props = { params: Promise<{ title?: string[] }> };

export const generateMetadata = async () => ({ ...(await routeMetadata("toolkit", "requestDownload")), robots: { index: false } });

export default async function RequestDownloadPage({ params }: Props) {
  const parsed = materialSlugSchema.safeParse((await params).title?.[0] ?? "");
  const [heading, t, cta] = await Promise.all([routeHeading("toolkit", "requestDownload"), getTranslations("requests.download"), getTranslations("publicSite.cta")]);
  return (
    <RequestPage heading={heading} lead={t("lead")} routeId="requestDownload">
      {parsed.success ? (
        <>
          <p className="font-medium" data-testid="requested-title">
            {t("leadTitle", { title: parsed.data })}
          </p>
          <LazyRequestForm kind="download" title={parsed.data} />
        </>
      ) : (
        <Link href="/marketing-materials" className="font-medium text-primary hover:underline">
          {cta("materials")}
        </Link>
      )}
    </RequestPage>
  );
}
