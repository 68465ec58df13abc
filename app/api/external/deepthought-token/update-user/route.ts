// The same endpoint as /api/external/deepthought/update-user/, for callers that send Authorization: Token
export { POST, PATCH } from "@/app/api/external/deepthought/update-user/route";
