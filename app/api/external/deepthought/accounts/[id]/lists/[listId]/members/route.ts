// GET, POST /api/external/deepthought/accounts/{id}/lists/{listId}/members/ - a list's members; add one by handle (at most 5,000)
import { accountRoute } from "@/lib/server/creators/creator-routes";
import { addListMember, listMembers } from "@/lib/server/creators/lists";
import { handleBodySchema } from "@/lib/schemas/creators";

export const GET = accountRoute({}, ({ database, account, params }) => listMembers(database, account, String(params.listId)));
export const POST = accountRoute({ body: handleBodySchema, status: 201 }, ({ database, account, body, params }) => addListMember(database, account, String(params.listId), body.handle));
