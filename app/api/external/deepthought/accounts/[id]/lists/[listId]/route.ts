// PATCH, DELETE /api/external/deepthought/accounts/{id}/lists/{listId}/ - rename (or describe) a list; delete it
import { accountRoute } from "@/lib/server/creators/creator-routes";
import { deleteList, updateList } from "@/lib/server/creators/lists";
import { listUpdateSchema } from "@/lib/schemas/creators";

export const PATCH = accountRoute({ body: listUpdateSchema }, ({ database, account, body, params }) => updateList(database, account, String(params.listId), body));
export const DELETE = accountRoute({}, ({ database, account, params }) => deleteList(database, account, String(params.listId)));
