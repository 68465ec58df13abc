// The same endpoint as /api/external/deepthought/accounts/{id}/talk-to-x/, for callers that send Authorization: Token
export { POST } from "@/app/api/external/deepthought/accounts/[id]/talk-to-x/route";
