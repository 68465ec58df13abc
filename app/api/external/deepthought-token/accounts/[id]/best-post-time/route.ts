// The same endpoint as /api/external/deepthought/accounts/{id}/best-post-time/, for callers that send Authorization: Token
export { GET } from "@/app/api/external/deepthought/accounts/[id]/best-post-time/route";
