// The same endpoint as /api/external/deepthought/accounts/{id}/payouts/import/, for callers that send Authorization: Token
export { POST } from "@/app/api/external/deepthought/accounts/[id]/payouts/import/route";
