import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { Variant } from "@/lib/domain/host";
import { VARIANT_TITLES } from "@/lib/domain/routes";

/** A route's heading, from messages: routes.<variant>.<route id>. */
export async function routeHeading(variant: Variant, routeId: string): Promise<string> {
  const t = await getTranslations("routes");
  return t(`${variant}.${routeId}` as Parameters<typeof t>[0]);
}

/** "Heading · Product", or just the product name when the heading is the product itself. */
export async function routeMetadata(variant: Variant, routeId: string): Promise<Metadata> {
  const heading = await routeHeading(variant, routeId);
  return { title: heading === VARIANT_TITLES[variant] ? { absolute: heading } : heading };
}
