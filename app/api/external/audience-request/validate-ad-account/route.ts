// POST /api/external/audience-request/validate-ad-account/ - the audience request's name for POST /api/ad-accounts/validate/
export { POST } from "@/app/api/ad-accounts/validate/route";
