// GET, POST /api/external/deepthought/accounts/{id}/lists/ - the account's X lists; create one (name <= 25 characters)
import { accountRoute } from "@/lib/server/creators/creator-routes";
import { createList, listLists } from "@/lib/server/creators/lists";
import { listCreateSchema } from "@/lib/schemas/creators";

export const GET = accountRoute({}, ({ database, account }) => listLists(database, account));
export const POST = accountRoute({ body: listCreateSchema, status: 201 }, ({ database, account, body }) => createList(database, account, body));
