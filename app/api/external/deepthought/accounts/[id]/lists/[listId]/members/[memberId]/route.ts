// DELETE /api/external/deepthought/accounts/{id}/lists/{listId}/members/{memberId}/ - remove a member from a list
import { accountRoute } from "@/lib/server/creators/creator-routes";
import { removeListMember } from "@/lib/server/creators/lists";

export const DELETE = accountRoute({}, ({ database, account, params }) => removeListMember(database, account, String(params.listId), String(params.memberId)));
