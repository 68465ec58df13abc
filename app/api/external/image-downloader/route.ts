// GET /api/external/image-downloader/?url= - a cross-origin image from a public address, for the PNG export
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { requireUser } from "@/lib/server/auth/require-user";
import { downloadImage } from "@/lib/server/images/download-image";

const querySchema = z.object({ url: z.string({ message: "url is required." }).trim().min(1, "url is required.").max(4000) });

export const GET = route({ auth: "user", query: querySchema }, async ({ identity, query }) => {
  const image = await downloadImage(requireUser(identity).userId, query.url);
  return new Response(new Uint8Array(image.bytes), {
    headers: {
      "content-type": image.contentType,
      "cache-control": "private, max-age=3600",
      "x-content-type-options": "nosniff",
      "content-security-policy": "default-src 'none'; sandbox",
    },
  });
});
