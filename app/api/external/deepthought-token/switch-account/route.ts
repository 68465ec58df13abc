// The same endpoint as /api/external/deepthought/switch-account/, for callers that send Authorization: Token
export { POST } from "@/app/api/external/deepthought/switch-account/route";
