// POST /api/corpus/imports/ - import an X API v2 JSONL or CSV file sent as the body into the corpus
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { importUpload } from "@/lib/server/corpus/import-upload";

const query = z.object({
  name: z.string().min(1).max(200).default("upload.jsonl"),
  format: z.enum(["x-json", "csv"]).optional(),
  author: z.string().regex(/^[A-Za-z0-9_]{1,15}$/, "Enter a valid X handle.").optional(),
  encoding: z.string().max(40).optional(),
});

export const POST = route({ auth: "user", query }, async ({ req, query }) => {
  const length = req.headers.get("content-length");
  const summary = await importUpload({ body: req.body, contentLength: length ? Number(length) : null, ...query });
  return json(summary, { status: 201 });
});
