// GET /api/external/marketing-materials/{slug}/file/?expires&signature - the file, through a link the server signed
// PUT /api/external/marketing-materials/{slug}/file/?content_type&title&... - admins add or replace a material (raw file body, kept in the upload store)
import { NextResponse } from "next/server";
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { AppError } from "@/lib/server/http/app-error";
import { materialUploadSchema } from "@/lib/schemas/marketing-materials";
import { MATERIAL_MAX_BYTES } from "@/lib/domain/material-files";
import { requireToolkitAdmin } from "@/lib/server/auth/require-group";
import { materialSlugParam } from "@/lib/server/marketing-materials/material-param";
import { validFileSignature } from "@/lib/server/marketing-materials/download-links";
import { readMaterialFile } from "@/lib/server/marketing-materials/read-material-file";
import { saveMaterial } from "@/lib/server/marketing-materials/save-material";

const signedQuery = z.object({ expires: z.coerce.number().int(), signature: z.string().max(128) });

export const GET = route({ auth: "public", query: signedQuery }, async ({ params, query }) => {
  const slug = materialSlugParam(params.slug);
  if (!validFileSignature(slug, query.expires, query.signature)) throw new AppError("not_found", "This download link is not valid or has expired.");
  const file = await readMaterialFile(slug);
  if (!file) throw new AppError("not_found", "Not found.");
  return new NextResponse(new Uint8Array(file.file), {
    headers: {
      "content-type": file.mimeType,
      "content-disposition": `attachment; filename="${file.fileName.replace(/[^\w.-]/g, "_")}"`,
      "cache-control": "private, no-store",
    },
  });
});

export const PUT = route({ auth: "user", query: materialUploadSchema }, async ({ req, identity, params, query }) => {
  await requireToolkitAdmin(identity);
  const slug = materialSlugParam(params.slug);
  if (Number(req.headers.get("content-length") ?? 0) > MATERIAL_MAX_BYTES) throw new AppError("payload_too_large", "The file is larger than 10 MB.");
  return json(await saveMaterial(slug, query, { body: req.body, mimeType: req.headers.get("content-type") ?? "" }), { status: 201 });
});
