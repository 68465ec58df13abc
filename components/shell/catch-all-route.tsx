import { notFound } from "next/navigation";
import type { Variant } from "@/lib/domain/host";
import { routeForSegments } from "@/lib/domain/catch-all";
import { ComingSoon } from "./coming-soon";
import { routeMetadata } from "./route-heading";

type Props = { params: Promise<{ slug?: string[] }> };

/**
 * Page module parts for a face's catch-all: any route of the table without its own folder yet
 * renders its heading and the coming-soon note; anything else is a 404.
 */
export function catchAllRoute(variant: Variant, home: string) {
  async function resolve(params: Props["params"]) {
    const route = routeForSegments(variant, (await params).slug);
    if (!route) notFound();
    return route;
  }
  return {
    Page: async function CatchAllPage({ params }: Props) {
      const route = await resolve(params);
      return <ComingSoon variant={variant} routeId={route.id} home={home} />;
    },
    generateMetadata: async ({ params }: Props) => routeMetadata(variant, (await resolve(params)).id),
  };
}
