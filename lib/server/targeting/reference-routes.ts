import "server-only";
import { db } from "@/lib/server/db";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { keywordSearchSchema } from "@/lib/schemas/targeting";
import type { ReferenceList } from "./reference-catalogue";
import { searchReferenceItems } from "./search-reference-items";

/** GET handler answering a whole reference list under its key. */
export const listReferenceRoute = (list: ReferenceList) => route({ auth: "user" }, async () => json(await searchReferenceItems(await db(), list)));

/** POST handler for {keywords}, answering the matches under the list's key. */
export const searchReferenceRoute = (list: ReferenceList) =>
  route({ auth: "user", body: keywordSearchSchema }, async ({ body }) => json(await searchReferenceItems(await db(), list, body.keywords)));
