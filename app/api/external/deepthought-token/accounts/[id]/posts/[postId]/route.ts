// The same endpoint as /api/external/deepthought/accounts/{id}/posts/{postId}/, for callers that send Authorization: Token
export { GET } from "@/app/api/external/deepthought/accounts/[id]/posts/[postId]/route";
