// The same endpoint as /api/external/deepthought/accounts/{id}/lists/{listId}/, for callers that send Authorization: Token
export { PATCH, DELETE } from "@/app/api/external/deepthought/accounts/[id]/lists/[listId]/route";
