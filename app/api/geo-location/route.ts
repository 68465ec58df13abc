// GET /api/geo-location/ - the caller's country code as the request tells it (edge header or browser language)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { countryFromRequest } from "@/lib/domain/geo";

export const GET = route({ auth: "public" }, async ({ req }) => {
  const edge = req.headers.get("cf-ipcountry") ?? req.headers.get("x-vercel-ip-country");
  return json({ country_code: countryFromRequest(edge, req.headers.get("accept-language")) });
});
