// GET /api/external/marketing-materials/{slug}/file/?expires&signature - the file, through a link the server signed
// PUT /api/external/marketing-materials/{slug}/file/?content_type&title&... - admins add or replace a material (raw file body)
import { NextResponse } from "next/server";
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { AppError } from "@/lib/server/http/app-error";
import { materialUploadSchema } from "@/lib/schemas/marketing-materials";
import { requireGroup } from "@/lib/server/auth/require-group";
import { TOOLKIT_ADMIN_GROUP } from "@/lib/server/toolkit-requests/list-toolkit-requests";
import { materialSlugParam } from "@/lib/server/marketing-materials/material-param";
import { validFileSignature } from "@/lib/server/marketing-materials/download-links";
import { readMaterialFile } from "@/lib/server/marketing-materials/read-material-file";
import { saveMaterial } from "@/lib/server/marketing-materials/save-material";

const MAX_FILE_BYTES = 10_000_000;
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
  await requireGroup(identity, TOOLKIT_ADMIN_GROUP, "You do not have permission to perform this action.");
  const slug = materialSlugParam(params.slug);
  if (Number(req.headers.get("content-length") ?? 0) > MAX_FILE_BYTES) throw new AppError("payload_too_large", "The file is larger than 10 MB.");
  const bytes = Buffer.from(await req.arrayBuffer());
  if (bytes.length > MAX_FILE_BYTES) throw new AppError("payload_too_large", "The file is larger than 10 MB.");
  if (!bytes.length) throw new AppError("bad_request", "The file is empty.");
  const mimeType = (req.headers.get("content-type") ?? "application/octet-stream").slice(0, 100);
  return json(await saveMaterial(slug, query, { bytes, mimeType }), { status: 201 });
});
