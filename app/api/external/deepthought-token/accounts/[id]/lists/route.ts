// The same endpoint as /api/external/deepthought/accounts/{id}/lists/, for callers that send Authorization: Token
export { GET, POST } from "@/app/api/external/deepthought/accounts/[id]/lists/route";
