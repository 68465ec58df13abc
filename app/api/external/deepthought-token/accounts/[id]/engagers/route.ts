// The same endpoint as /api/external/deepthought/accounts/{id}/engagers/, for callers that send Authorization: Token
export { GET } from "@/app/api/external/deepthought/accounts/[id]/engagers/route";
