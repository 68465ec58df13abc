// The same endpoint as /api/external/deepthought/accounts/{id}/lists/{listId}/members/, for callers that send Authorization: Token
export { GET, POST } from "@/app/api/external/deepthought/accounts/[id]/lists/[listId]/members/route";
