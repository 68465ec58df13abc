// The same endpoint as /api/external/deepthought/accounts/{id}/lists/{listId}/members/{memberId}/, for callers that send Authorization: Token
export { DELETE } from "@/app/api/external/deepthought/accounts/[id]/lists/[listId]/members/[memberId]/route";
