// GET /api/helper-documents/download/?id&name - a helper document by id and/or name (its slug or title); answers {url}
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { AppError } from "@/lib/server/http/app-error";
import { helperDownloadQuerySchema } from "@/lib/schemas/marketing-materials";
import { listMaterials } from "@/lib/server/marketing-materials/list-materials";
import { signedFileUrl } from "@/lib/server/marketing-materials/download-links";

export const GET = route({ auth: "user", query: helperDownloadQuerySchema }, async ({ query }) => {
  const name = query.name?.toLowerCase();
  const doc = (await listMaterials({ agency: null, helper: true })).find(
    (d) => (query.id === undefined || d.id === query.id) && (name === undefined || d.slug === name || d.title.toLowerCase() === name),
  );
  if (!doc) throw new AppError("not_found", "Not found.");
  return json({ url: signedFileUrl(doc.slug), name: doc.title });
});
