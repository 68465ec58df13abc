// POST /api/corpus/imports/ - corpus administrators import an X API v2 JSONL or CSV file (the body) into the corpus;
// ?map=text=content,created_at=date,... maps a CSV of any shape; the derived-table rebuild that follows is a job (refresh_job in the answer, read at /api/jobs/{id}/)
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { ColumnMapError, parseColumnMap } from "@/lib/domain/corpus/column-map";
import { json } from "@/lib/server/http/respond";
import { importUpload } from "@/lib/server/corpus/import-upload";
import { CORPUS_ADMIN_GROUP, requireGroup } from "@/lib/server/auth/require-group";

const query = z.object({
  name: z.string().min(1).max(200).default("upload.jsonl"),
  format: z.enum(["x-json", "csv"]).optional(),
  author: z.string().regex(/^[A-Za-z0-9_]{1,15}$/, "Enter a valid X handle.").optional(),
  encoding: z.string().max(40).optional(),
  /** A CSV of no known shape: field=column,... (see README "The demo corpus and your own data"). */
  map: z
    .string()
    .max(1000)
    .transform((spec, ctx) => {
      try {
        return parseColumnMap(spec);
      } catch (e) {
        if (!(e instanceof ColumnMapError)) throw e;
        ctx.addIssue({ code: "custom", message: e.message });
        return z.NEVER;
      }
    })
    .optional(),
});

export const POST = route({ auth: "user", query }, async ({ req, query, identity }) => {
  const user = await requireGroup(identity, CORPUS_ADMIN_GROUP, "Only corpus administrators can import data.");
  const length = req.headers.get("content-length");
  const summary = await importUpload({ body: req.body, contentLength: length ? Number(length) : null, ...query }, user.userId);
  return json(summary, { status: 201 });
});
