// The same endpoint as /api/external/deepthought/accounts/{id}/payouts/, for callers that send Authorization: Token
export { GET, POST } from "@/app/api/external/deepthought/accounts/[id]/payouts/route";
