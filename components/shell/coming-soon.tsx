import Link from "next/link";
import { getTranslations } from "next-intl/server";
import type { Variant } from "@/lib/domain/host";
import { VARIANT_TITLES } from "@/lib/domain/routes";
import { routeHeading } from "./route-heading";

/** The honest body of a route whose feature has not shipped yet: its real heading and a note. */
export async function ComingSoon({ variant, routeId, home = "/" }: { variant: Variant; routeId: string; home?: string }) {
  const [heading, t] = await Promise.all([routeHeading(variant, routeId), getTranslations("shell.comingSoon")]);
  return (
    <section className="mx-auto max-w-3xl px-6 py-12" data-route={`${variant}:${routeId}`}>
      <h1 className="text-3xl font-semibold tracking-tight">{heading}</h1>
      <div className="mt-8 rounded-xl border border-dashed border-border bg-card p-8">
        <span className="inline-flex rounded-full bg-muted px-2.5 py-0.5 text-xs font-medium text-muted-foreground">{t("badge")}</span>
        <p className="mt-3 text-muted-foreground">{t("body", { product: VARIANT_TITLES[variant] })}</p>
        <Link href={home} className="mt-6 inline-flex text-sm font-medium text-primary hover:underline">
          {t("back")} →
        </Link>
      </div>
    </section>
  );
}
