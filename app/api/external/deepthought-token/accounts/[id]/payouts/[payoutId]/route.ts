// The same endpoint as /api/external/deepthought/accounts/{id}/payouts/{payoutId}/, for callers that send Authorization: Token
export { DELETE } from "@/app/api/external/deepthought/accounts/[id]/payouts/[payoutId]/route";
