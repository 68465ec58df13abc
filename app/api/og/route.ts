// GET /api/og/?page=<public page id> - the Open Graph image of a public toolkit page, drawn on the server
import { createElement } from "react";
import { ImageResponse } from "next/og";
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { PUBLIC_TOOLKIT_PAGES, type PublicPageId } from "@/lib/domain/public-site";
import { OgCard } from "@/components/toolkit-site/og-card";
import en from "@/messages/en.json";

const PAGE_IDS = PUBLIC_TOOLKIT_PAGES.map((p) => p.routeId) as [PublicPageId, ...PublicPageId[]];
// The bundled font has Latin glyphs only, so the card is drawn in English whatever the page's language.
const query = z.object({ page: z.enum(PAGE_IDS).default("home"), hl: z.string().max(5).optional() });

export const GET = route({ auth: "public", query }, async ({ query: { page } }) =>
  new ImageResponse(createElement(OgCard, { heading: en.routes.toolkit[page], description: en.publicSite.description[page] }), {
    width: 1200,
    height: 630,
    headers: { "cache-control": "public, max-age=86400" },
  }),
);
