// The same endpoint as /api/external/deepthought/x-stats/, for callers that send Authorization: Token
export { GET } from "@/app/api/external/deepthought/x-stats/route";
