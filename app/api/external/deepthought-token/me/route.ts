// The same endpoint as /api/external/deepthought/me/, for callers that send Authorization: Token
export { GET } from "@/app/api/external/deepthought/me/route";
