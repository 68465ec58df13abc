// The same endpoint as /api/external/deepthought/accounts/{id}/follower-overlap/, for callers that send Authorization: Token
export { GET } from "@/app/api/external/deepthought/accounts/[id]/follower-overlap/route";
