// The same endpoint as /api/external/deepthought/x-sign-in/callback/, for callers that send Authorization: Token
export { POST } from "@/app/api/external/deepthought/x-sign-in/callback/route";
