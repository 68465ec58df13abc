// PUT /api/api/files/{id}/?token= - the upload itself (raw body); GET - the stored file, for the team's members
import { NextResponse } from "next/server";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { fileUploadQuerySchema } from "@/lib/schemas/campaigns";
import { readFileFor, receiveUpload } from "@/lib/server/files/uploads";

const id = (v: string | string[] | undefined) => (typeof v === "string" ? v : "");

export const PUT = route({ auth: "user", query: fileUploadQuerySchema }, async ({ identity, params, query, req }) => json(await receiveUpload(identity, id(params.id), query.token, req.body)));

export const GET = route({ auth: "user" }, async ({ identity, params }) => {
  const { row, bytes } = await readFileFor(identity, id(params.id));
  return new NextResponse(new Uint8Array(bytes), { headers: { "content-type": row.contentType, "cache-control": "private, max-age=3600", "content-disposition": "inline" } });
});
