// The same endpoint as /api/external/deepthought/accounts/{id}/settings/, for callers that send Authorization: Token
export { GET, PUT } from "@/app/api/external/deepthought/accounts/[id]/settings/route";
