// The same endpoint as /api/external/deepthought/accounts/{id}/reports/, for callers that send Authorization: Token
export { GET } from "@/app/api/external/deepthought/accounts/[id]/reports/route";
