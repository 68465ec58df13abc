// The same endpoint as /api/external/deepthought/accounts/, for callers that send Authorization: Token
export { GET } from "@/app/api/external/deepthought/accounts/route";
