// The same endpoint as /api/external/deepthought/accounts/{id}/followers/, for callers that send Authorization: Token
export { GET } from "@/app/api/external/deepthought/accounts/[id]/followers/route";
