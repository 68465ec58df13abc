/**
 * Every API endpoint, with who may call it. The security test calls each one as an anonymous
 * visitor, as a member of another team and as a non-admin member; a route file or method that is
 * missing here fails the coverage check, so new endpoints must join the table.
 */
export type Access =
  | "public" // anyone
  | "user" // any signed-in user, about their own data only
  | "member" // members of the team in the path
  | "admin" // admins of the team in the path
  | "code"; // any signed-in holder of the secret code in the path or body

export interface Fixture {
  team: string;
  bobMembership: number;
  aliceMembership: number;
  grantId: number;
  inviteCode: string;
  inviteId: number;
  aliceTokenId: number;
  aliceSocialId: number;
  alphaConfigId: number;
  alphaGenerationId: number;
  alphaPlanId: number;
  alphaJobId: number;
  alphaCheckoutId: string;
  alphaCreatorAccountId: number;
  alphaCampaignId: number;
  alphaAdsetId: number;
  alphaAdId: number;
  alphaCreativeId: number;
  alphaMediaId: number;
  alphaFileId: string;
}

export interface Entry {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Route file under app/, e.g. "api/teams/[slug]/route.ts". */
  file: string;
  access: Access;
  params?: (f: Fixture) => Record<string, string>;
  body?: (f: Fixture) => unknown;
  /** Query-string values, for endpoints that name the team there. */
  query?: (f: Fixture) => Record<string, string>;
}

const team = (f: Fixture) => ({ slug: f.team });
/** Alice's connected X account: anyone else gets a 404. */
const creatorAccount = (f: Fixture) => ({ id: String(f.alphaCreatorAccountId) });
const creatorList = (f: Fixture) => ({ ...creatorAccount(f), listId: "1" });
const creatorPost = (f: Fixture) => ({ ...creatorAccount(f), postId: "1" });
/** An analysis run for team alpha: callers outside it must get nothing. */
const alphaAnalysis = (f: Fixture) => ({ query_type: "handle", query: "brand", team: f.team });

export const ROUTES: Entry[] = [
  { method: "GET", file: "api/health/route.ts", access: "public" },
  { method: "GET", file: "api/teaminfo/[slug]/route.ts", access: "public", params: team },
  { method: "POST", file: "api/corpus/imports/route.ts", access: "user" },
  { method: "POST", file: "api/external/analyze-query/route.ts", access: "user", body: alphaAnalysis },
  { method: "POST", file: "api/external/xplore/route.ts", access: "user", body: alphaAnalysis },
  { method: "POST", file: "api/external/xplore-detail/route.ts", access: "user", body: alphaAnalysis },
  { method: "POST", file: "api/external/explore-demographics/route.ts", access: "user", body: alphaAnalysis },
  { method: "POST", file: "api/external/follower-growth/route.ts", access: "user", body: alphaAnalysis },
  { method: "POST", file: "api/external/top-accounts/route.ts", access: "user", body: alphaAnalysis },
  { method: "POST", file: "api/external/top-followers/route.ts", access: "user", body: alphaAnalysis },
  { method: "POST", file: "api/external/posts-sentiment/route.ts", access: "user", body: alphaAnalysis },
  { method: "POST", file: "api/external/x-conversations/route.ts", access: "user", body: alphaAnalysis },
  { method: "POST", file: "api/external/enrichments/route.ts", access: "user", body: alphaAnalysis },
  { method: "POST", file: "api/external/seo-keywords/route.ts", access: "user", body: alphaAnalysis },
  { method: "POST", file: "api/external/x-stats/route.ts", access: "user", body: alphaAnalysis },
  { method: "POST", file: "api/external/similar-audiences/route.ts", access: "user", body: alphaAnalysis },
  { method: "POST", file: "api/external/compute-age-groups/route.ts", access: "user", body: alphaAnalysis },
  { method: "GET", file: "api/external/x-stats/country/route.ts", access: "user", query: () => ({ country: "japan" }) },
  { method: "POST", file: "api/external/explore-clusters/route.ts", access: "user", body: () => ({ handle: "brand", team: "alpha" }) },
  { method: "POST", file: "api/external/competitor-analysis/suggest-competitors/route.ts", access: "user", body: () => ({ handle: "brand", team: "alpha" }) },
  { method: "POST", file: "api/external/competitor-analysis/account-topics/route.ts", access: "user", body: () => ({ handles: ["brand", "rival"], team: "alpha" }) },
  { method: "POST", file: "api/external/explore-creators/route.ts", access: "user", body: () => ({ topic: "coffee", country: "japan" }) },
  { method: "GET", file: "api/external/feature-access/route.ts", access: "user" },
  { method: "POST", file: "api/external/compare-accounts/route.ts", access: "user", body: () => ({ handles: ["a", "b"], team: "alpha" }) },
  { method: "POST", file: "api/external/analyze-handles/route.ts", access: "user", body: () => ({ handles: ["a"], team: "alpha" }) },
  { method: "POST", file: "api/external/analyze-handles/create-sheet/route.ts", access: "user", body: (f) => ({ ...alphaAnalysis(f), sections: ["countries"] }) },
  { method: "POST", file: "api/external/analyze-handles/accounts-for-keywords/route.ts", access: "user", body: () => ({ keywords: ["a"], team: "alpha" }) },
  { method: "POST", file: "api/external/share-of-voice/route.ts", access: "user", body: () => ({ keywords: ["a"], team: "alpha" }) },
  { method: "POST", file: "api/external/share-of-voice-keyword/route.ts", access: "user", body: () => ({ keyword: "a", team: "alpha" }) },
  { method: "POST", file: "api/external/post-data/route.ts", access: "user", body: () => ({ urls: "https://x.com/i/status/1", team: "alpha" }) },
  { method: "POST", file: "api/external/tweet-keywords/route.ts", access: "user", body: () => ({ urls: "https://x.com/i/status/1", team: "alpha" }) },
  { method: "POST", file: "api/external/extract-data-handles-keywords/route.ts", access: "user", body: () => ({ text: "@a" }) },
  { method: "POST", file: "api/external/user-activity-entry/route.ts", access: "user", body: () => ({ action_at: "2026-03-01 12:00:00", action: "Exported sheet" }) },
  { method: "POST", file: "api/external/explore-searches/route.ts", access: "user", body: () => ({ email: "carol@bravo.example", audience_creator_query_id: "00000000-0000-4000-8000-000000000000", query_type: "handle_analysis" }) },
  { method: "GET", file: "api/external/trending-topics/route.ts", access: "user" },
  { method: "GET", file: "api/external/analyze-chat-query/route.ts", access: "user", query: () => ({ question: "Who?", audience_creator_query_id: "00000000-0000-4000-8000-000000000000", team: "alpha" }) },
  { method: "POST", file: "api/external/analyze-chat-query/route.ts", access: "user", body: (f) => ({ ...alphaAnalysis(f), question: "Which countries?" }) },
  { method: "GET", file: "api/external/image-downloader/route.ts", access: "user", query: () => ({ url: "http://10.0.0.1/a.png" }) },
  { method: "GET", file: "api/external/post-metadata/route.ts", access: "user" },
  { method: "GET", file: "api/external/explore-searches/route.ts", access: "user" },
  { method: "GET", file: "api/external/explore-searches/[id]/route.ts", access: "user", params: () => ({ id: "00000000-0000-4000-8000-000000000000" }) },
  { method: "PATCH", file: "api/external/explore-searches/[id]/route.ts", access: "user", params: () => ({ id: "00000000-0000-4000-8000-000000000000" }), body: () => ({ name: "x" }) },
  { method: "DELETE", file: "api/external/explore-searches/[id]/route.ts", access: "user", params: () => ({ id: "00000000-0000-4000-8000-000000000000" }) },
  { method: "POST", file: "api/user/magic-link/route.ts", access: "public" },
  { method: "POST", file: "api/user/magic-link/use/route.ts", access: "public" },
  { method: "GET", file: "api/external/personal-magic-link/magic/route.ts", access: "public" },
  { method: "GET", file: "api/external/personal-magic-link/use/route.ts", access: "public" },
  { method: "GET", file: "api/customer/subscriptions/public_key/route.ts", access: "public" },
  { method: "GET", file: "api/customer/subscriptions/plans/route.ts", access: "public" },
  { method: "POST", file: "api/customer/subscriptions/webhook/route.ts", access: "public" },
  { method: "GET", file: "api/customer/subscriptions/status/route.ts", access: "member", query: (f) => ({ team: f.team }) },
  { method: "GET", file: "api/customer/subscriptions/invoices/route.ts", access: "admin", query: (f) => ({ team: f.team }) },
  { method: "POST", file: "api/customer/subscriptions/checkout/route.ts", access: "admin", body: (f) => ({ team: f.team, plan: "team_monthly" }) },
  { method: "GET", file: "api/customer/subscriptions/checkout/[id]/route.ts", access: "admin", params: (f) => ({ id: f.alphaCheckoutId }) },
  { method: "POST", file: "api/customer/subscriptions/checkout/[id]/confirm/route.ts", access: "admin", params: (f) => ({ id: f.alphaCheckoutId }) },
  { method: "POST", file: "api/customer/subscriptions/upgrade/route.ts", access: "admin", body: (f) => ({ team: f.team, plan: "enterprise_yearly" }) },
  { method: "POST", file: "api/customer/subscriptions/cancel/route.ts", access: "admin", body: (f) => ({ team: f.team }) },
  { method: "POST", file: "api/customer/subscriptions/portal/route.ts", access: "admin", body: (f) => ({ team: f.team }) },
  { method: "GET", file: "api/external/deepthought/subscription-info/route.ts", access: "user" },
  { method: "PATCH", file: "api/external/deepthought/subscription-info/route.ts", access: "user", body: () => ({ cancel_at_period_end: true }) },
  { method: "POST", file: "api/external/deepthought/create-subscription/route.ts", access: "user", body: () => ({ plan: "creator_monthly" }) },
  { method: "POST", file: "api/external/deepthought/cancel-subscription/route.ts", access: "user" },
  { method: "POST", file: "api/external/deepthought/create-referral/route.ts", access: "user" },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/follower-overlap/route.ts", access: "user", params: creatorAccount, query: () => ({ handle: "alpha_rival" }) },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/who-to-follow/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/top-countries/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/top-countries/route.ts", access: "user", params: creatorAccount },
  { method: "POST", file: "api/external/deepthought/accounts/[id]/follow/route.ts", access: "user", params: creatorAccount, body: () => ({ handle: "alpha_rival" }) },
  { method: "POST", file: "api/external/deepthought/accounts/[id]/unfollow/route.ts", access: "user", params: creatorAccount, body: () => ({ handle: "alpha_rival" }) },
  { method: "POST", file: "api/external/deepthought/accounts/[id]/bulk-follow/route.ts", access: "user", params: creatorAccount, body: () => ({ action: "follow", handles: ["alpha_rival"] }) },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/lists/route.ts", access: "user", params: creatorAccount },
  { method: "POST", file: "api/external/deepthought/accounts/[id]/lists/route.ts", access: "user", params: creatorAccount, body: () => ({ name: "Alpha list" }) },
  { method: "PATCH", file: "api/external/deepthought/accounts/[id]/lists/[listId]/route.ts", access: "user", params: creatorList, body: () => ({ name: "Renamed" }) },
  { method: "DELETE", file: "api/external/deepthought/accounts/[id]/lists/[listId]/route.ts", access: "user", params: creatorList },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/lists/[listId]/members/route.ts", access: "user", params: creatorList },
  { method: "POST", file: "api/external/deepthought/accounts/[id]/lists/[listId]/members/route.ts", access: "user", params: creatorList, body: () => ({ handle: "alpha_rival" }) },
  { method: "DELETE", file: "api/external/deepthought/accounts/[id]/lists/[listId]/members/[memberId]/route.ts", access: "user", params: (f) => ({ ...creatorList(f), memberId: "1" }) },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/follower-overlap/route.ts", access: "user", params: creatorAccount, query: () => ({ handle: "alpha_rival" }) },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/who-to-follow/route.ts", access: "user", params: creatorAccount },
  { method: "POST", file: "api/external/deepthought-token/accounts/[id]/follow/route.ts", access: "user", params: creatorAccount, body: () => ({ handle: "alpha_rival" }) },
  { method: "POST", file: "api/external/deepthought-token/accounts/[id]/unfollow/route.ts", access: "user", params: creatorAccount, body: () => ({ handle: "alpha_rival" }) },
  { method: "POST", file: "api/external/deepthought-token/accounts/[id]/bulk-follow/route.ts", access: "user", params: creatorAccount, body: () => ({ action: "follow", handles: ["alpha_rival"] }) },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/lists/route.ts", access: "user", params: creatorAccount },
  { method: "POST", file: "api/external/deepthought-token/accounts/[id]/lists/route.ts", access: "user", params: creatorAccount, body: () => ({ name: "Alpha list" }) },
  { method: "PATCH", file: "api/external/deepthought-token/accounts/[id]/lists/[listId]/route.ts", access: "user", params: creatorList, body: () => ({ name: "Renamed" }) },
  { method: "DELETE", file: "api/external/deepthought-token/accounts/[id]/lists/[listId]/route.ts", access: "user", params: creatorList },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/lists/[listId]/members/route.ts", access: "user", params: creatorList },
  { method: "POST", file: "api/external/deepthought-token/accounts/[id]/lists/[listId]/members/route.ts", access: "user", params: creatorList, body: () => ({ handle: "alpha_rival" }) },
  { method: "DELETE", file: "api/external/deepthought-token/accounts/[id]/lists/[listId]/members/[memberId]/route.ts", access: "user", params: (f) => ({ ...creatorList(f), memberId: "1" }) },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/topics/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/following-topics/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought/x-stats/route.ts", access: "user" },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/topics/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/following-topics/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought-token/x-stats/route.ts", access: "user" },
  { method: "GET", file: "api/external/deepthought/me/route.ts", access: "user" },
  { method: "GET", file: "api/external/deepthought/accounts/route.ts", access: "user" },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/dashboard/route.ts", access: "user", params: creatorAccount },
  { method: "POST", file: "api/external/deepthought/accounts/[id]/sync/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/followers/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/following/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/unfollowers/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/recently-joined/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/verified-followers/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/bot-percentage/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought-token/me/route.ts", access: "user" },
  { method: "POST", file: "api/external/deepthought/update-user/route.ts", access: "user", body: () => ({ first_name: "Alice" }) },
  { method: "PATCH", file: "api/external/deepthought/update-user/route.ts", access: "user", body: () => ({ first_name: "Alice" }) },
  { method: "POST", file: "api/external/deepthought-token/update-user/route.ts", access: "user", body: () => ({ first_name: "Alice" }) },
  { method: "PATCH", file: "api/external/deepthought-token/update-user/route.ts", access: "user", body: () => ({ first_name: "Alice" }) },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/enrichments/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/enrichments/route.ts", access: "user", params: creatorAccount },
  { method: "POST", file: "api/external/deepthought/x-sign-in/route.ts", access: "user" },
  { method: "POST", file: "api/external/deepthought-token/x-sign-in/route.ts", access: "user" },
  { method: "POST", file: "api/external/deepthought/x-sign-in/callback/route.ts", access: "user", body: () => ({ state: "not-started", code: "c" }) },
  { method: "POST", file: "api/external/deepthought-token/x-sign-in/callback/route.ts", access: "user", body: () => ({ state: "not-started", code: "c" }) },
  { method: "POST", file: "api/external/deepthought/switch-account/route.ts", access: "user", body: (f) => ({ account_id: f.alphaCreatorAccountId }) },
  { method: "POST", file: "api/external/deepthought-token/switch-account/route.ts", access: "user", body: (f) => ({ account_id: f.alphaCreatorAccountId }) },
  { method: "GET", file: "api/x-local/oauth2/authorize/route.ts", access: "user", query: () => ({ response_type: "code", client_id: "murmur-local-x", redirect_uri: "http://suite.localhost/authenticated", scope: "users.read", state: "s", code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM", code_challenge_method: "S256" }) },
  { method: "POST", file: "api/x-local/oauth2/authorize/route.ts", access: "user", body: () => ({ ...({ response_type: "code", client_id: "murmur-local-x", redirect_uri: "http://suite.localhost/authenticated", scope: "users.read", state: "s", code_challenge: "E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM", code_challenge_method: "S256" }), decision: "deny" }) },
  { method: "GET", file: "api/external/deepthought-token/accounts/route.ts", access: "user" },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/dashboard/route.ts", access: "user", params: creatorAccount },
  { method: "POST", file: "api/external/deepthought-token/accounts/[id]/sync/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/followers/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/following/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/unfollowers/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/recently-joined/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/verified-followers/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/bot-percentage/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/posts/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/posts/[postId]/route.ts", access: "user", params: creatorPost },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/posts/[postId]/engagements/route.ts", access: "user", params: creatorPost },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/engagers/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/posts/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/posts/[postId]/route.ts", access: "user", params: creatorPost },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/posts/[postId]/engagements/route.ts", access: "user", params: creatorPost },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/engagers/route.ts", access: "user", params: creatorAccount },
  { method: "POST", file: "api/external/deepthought/accounts/[id]/talk-to-x/route.ts", access: "user", params: creatorAccount, body: () => ({ question: "How many followers?" }) },
  { method: "POST", file: "api/external/deepthought-token/accounts/[id]/talk-to-x/route.ts", access: "user", params: creatorAccount, body: () => ({ question: "How many followers?" }) },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/best-post-time/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/settings/route.ts", access: "user", params: creatorAccount },
  { method: "PUT", file: "api/external/deepthought/accounts/[id]/settings/route.ts", access: "user", params: creatorAccount, body: () => ({ time_zone: "Asia/Tokyo" }) },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/payout-prediction/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought/accounts/[id]/payouts/route.ts", access: "user", params: creatorAccount },
  { method: "POST", file: "api/external/deepthought/accounts/[id]/payouts/route.ts", access: "user", params: creatorAccount, body: () => ({ period_start: "2026-01-01", period_end: "2026-01-14", amount: 12.5 }) },
  { method: "POST", file: "api/external/deepthought/accounts/[id]/payouts/import/route.ts", access: "user", params: creatorAccount, body: () => ({ csv: "2026-01-01,2026-01-14,12.50" }) },
  { method: "DELETE", file: "api/external/deepthought/accounts/[id]/payouts/[payoutId]/route.ts", access: "user", params: (f) => ({ ...creatorAccount(f), payoutId: "1" }) },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/best-post-time/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/settings/route.ts", access: "user", params: creatorAccount },
  { method: "PUT", file: "api/external/deepthought-token/accounts/[id]/settings/route.ts", access: "user", params: creatorAccount, body: () => ({ time_zone: "Asia/Tokyo" }) },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/payout-prediction/route.ts", access: "user", params: creatorAccount },
  { method: "GET", file: "api/external/deepthought-token/accounts/[id]/payouts/route.ts", access: "user", params: creatorAccount },
  { method: "POST", file: "api/external/deepthought-token/accounts/[id]/payouts/route.ts", access: "user", params: creatorAccount, body: () => ({ period_start: "2026-01-01", period_end: "2026-01-14", amount: 12.5 }) },
  { method: "POST", file: "api/external/deepthought-token/accounts/[id]/payouts/import/route.ts", access: "user", params: creatorAccount, body: () => ({ csv: "2026-01-01,2026-01-14,12.50" }) },
  { method: "DELETE", file: "api/external/deepthought-token/accounts/[id]/payouts/[payoutId]/route.ts", access: "user", params: (f) => ({ ...creatorAccount(f), payoutId: "1" }) },
  { method: "GET", file: "rest-auth/logout/route.ts", access: "public" },
  { method: "POST", file: "rest-auth/logout/route.ts", access: "public" },
  { method: "POST", file: "rest-auth/login-via-token/route.ts", access: "public" },
  { method: "GET", file: "rest-auth/twitter_oauth2_challenge/code-challenge/route.ts", access: "public" },
  { method: "POST", file: "rest-auth/[network]/route.ts", access: "public" },
  { method: "GET", file: "rest-auth/[network]/request_token/route.ts", access: "public" },
  { method: "GET", file: "rest-auth/[network]/access_token/route.ts", access: "public" },
  { method: "POST", file: "rest-auth/twitter_oauth2/route.ts", access: "public" },
  { method: "POST", file: "rest-auth/[network]/connect/route.ts", access: "user", params: () => ({ network: "twitter" }), body: () => ({ code: "x", state: "1" }) },
  { method: "GET", file: "rest-auth/socialaccounts/route.ts", access: "user" },
  { method: "POST", file: "rest-auth/socialaccounts/[pk]/disconnect/route.ts", access: "user", params: (f) => ({ pk: String(f.aliceSocialId) }) },

  { method: "GET", file: "api/geo-location/route.ts", access: "public" },
  { method: "GET", file: "api/user/me/route.ts", access: "user" },
  { method: "GET", file: "api/account-apps/route.ts", access: "user" },
  { method: "GET", file: "api/external/standalone-me/standalone_me/route.ts", access: "user" },
  { method: "PUT", file: "api/user/me/route.ts", access: "user", body: () => ({ language: "ja" }) },
  { method: "PATCH", file: "api/user/me/route.ts", access: "user", body: () => ({ language: "ja" }) },
  { method: "GET", file: "api/user/tokens/route.ts", access: "user" },
  { method: "POST", file: "api/user/tokens/route.ts", access: "user", body: () => ({ name: "probe" }) },
  { method: "DELETE", file: "api/user/tokens/[id]/route.ts", access: "user", params: (f) => ({ id: String(f.aliceTokenId) }) },
  { method: "GET", file: "api/user/accounts/route.ts", access: "user" },
  { method: "GET", file: "api/user/granted-accounts/route.ts", access: "user" },
  {
    method: "POST",
    file: "api/user/granted-accounts/route.ts",
    access: "admin",
    body: (f) => ({ member: f.bobMembership, account: { account_id: "18ce54alpha", network: "twitter" } }),
  },
  { method: "DELETE", file: "api/user/granted-accounts/[id]/route.ts", access: "admin", params: (f) => ({ id: String(f.grantId) }) },
  { method: "POST", file: "api/ad-accounts/validate/route.ts", access: "user", body: () => ({ ad_account_id: "18ce54alpha" }) },
  { method: "POST", file: "api/ad-accounts/standalone/route.ts", access: "user", body: () => ({ account_id: "probe1", name: "Probe" }) },
  { method: "POST", file: "api/ad-accounts/audiences/route.ts", access: "user", body: () => ({ account_id: "probe2", name: "Probe" }) },

  { method: "GET", file: "api/teams/route.ts", access: "user" },
  { method: "POST", file: "api/teams/route.ts", access: "user", body: () => ({ name: "Probe team" }) },
  { method: "GET", file: "api/teams/[slug]/route.ts", access: "member", params: team },
  { method: "PUT", file: "api/teams/[slug]/route.ts", access: "admin", params: team, body: () => ({ name: "Hijacked" }) },
  { method: "PATCH", file: "api/teams/[slug]/route.ts", access: "admin", params: team, body: () => ({ name: "Hijacked" }) },
  { method: "DELETE", file: "api/teams/[slug]/route.ts", access: "admin", params: team },
  { method: "GET", file: "api/teams/[slug]/members/route.ts", access: "member", params: team },
  { method: "PATCH", file: "api/teams/[slug]/members/[id]/route.ts", access: "admin", params: (f) => ({ slug: f.team, id: String(f.bobMembership) }), body: () => ({ level: "admin" }) },
  { method: "DELETE", file: "api/teams/[slug]/members/[id]/route.ts", access: "admin", params: (f) => ({ slug: f.team, id: String(f.aliceMembership) }) },
  { method: "GET", file: "api/teams/[slug]/accounts/route.ts", access: "member", params: team },
  { method: "GET", file: "api/teams/[slug]/sentiment-labels/route.ts", access: "member", params: team, query: () => ({ posts: "1001,1002" }) },
  { method: "PUT", file: "api/teams/[slug]/sentiment-labels/[postId]/route.ts", access: "member", params: (f) => ({ slug: f.team, postId: "1001" }), body: () => ({ label: "negative" }) },
  { method: "GET", file: "api/teams/[slug]/sentiment-model/route.ts", access: "member", params: team },
  { method: "GET", file: "api/teams/[slug]/imports/route.ts", access: "admin", params: team },
  { method: "POST", file: "api/teams/[slug]/imports/route.ts", access: "admin", params: team, query: () => ({ name: "probe.csv", map: "text=content,created_at=date" }) },
  { method: "POST", file: "api/teams/[slug]/logo/route.ts", access: "admin", params: team },
  { method: "DELETE", file: "api/teams/[slug]/logo/route.ts", access: "admin", params: team },
  { method: "GET", file: "api/teams/[slug]/invites/route.ts", access: "admin", params: team },
  { method: "POST", file: "api/teams/[slug]/invites/route.ts", access: "admin", params: team, body: () => ({ invite: { email: "probe@example.com", message: "" } }) },
  { method: "POST", file: "api/teams/[slug]/invites/accept/route.ts", access: "code", params: team, body: () => ({ code: "wrong-code" }) },
  { method: "GET", file: "api/teams/[slug]/invites/[code]/route.ts", access: "code", params: (f) => ({ slug: f.team, code: "wrong-code" }) },
  { method: "DELETE", file: "api/teams/[slug]/invites/[code]/route.ts", access: "admin", params: (f) => ({ slug: f.team, code: String(f.inviteId) }) },

  // Targeting reference data: any signed-in user.
  ...["interests", "languages", "network-operators", "conversation-topics", "movies-tv-shows", "targeting-countries", "job-titles", "audience-regions"].map(
    (name): Entry => ({ method: "GET", file: `api/${name}/route.ts`, access: "user" }),
  ),
  ...["interests", "network-operators", "conversation-topics", "movies-tv-shows"].map(
    (name): Entry => ({ method: "POST", file: `api/${name}/search/route.ts`, access: "user", body: () => ({ keywords: "a" }) }),
  ),
  { method: "GET", file: "api/targeting-locations/route.ts", access: "user", query: () => ({ country_code: "US" }) },
  { method: "POST", file: "api/targeting-locations/search/route.ts", access: "user", body: () => ({ country_code: "US", keywords: "a" }) },
  // Audience configs: members of the team named in the query, the body or the config's own team.
  { method: "GET", file: "api/audiences/route.ts", access: "member", query: (f) => ({ team: f.team }) },
  { method: "GET", file: "api/audience-configs/route.ts", access: "member", query: (f) => ({ team: f.team }) },
  { method: "POST", file: "api/audience-configs/route.ts", access: "member", body: (f) => ({ team: f.team, name: "Probe", targeting_package: {} }) },
  ...(["GET", "PUT", "PATCH"] as const).map(
    (method): Entry => ({ method, file: "api/audience-configs/[pk]/route.ts", access: "member", params: (f) => ({ pk: String(f.alphaConfigId) }), body: method === "GET" ? undefined : () => ({ name: "Hijacked" }) }),
  ),
  { method: "GET", file: "api/external/audiences/[pk]/download_targeting_package/route.ts", access: "member", params: (f) => ({ pk: String(f.alphaConfigId) }) },
  // Audience creator: generation in a team (members), polled by its creator or the team's members.
  { method: "POST", file: "api/external/generate-native-pack/route.ts", access: "member", body: (f) => ({ team: f.team, description: "running", email: "carol@bravo.example" }) },
  { method: "POST", file: "api/external/standalone-description-analyzer/route.ts", access: "user", body: () => ({ description: "running", email: "carol@bravo.example" }) },
  { method: "GET", file: "api/audience-insight/[pk]/route.ts", access: "member", params: (f) => ({ pk: String(f.alphaGenerationId) }) },
  // A background job's status: its owner and the owner's team only.
  { method: "GET", file: "api/jobs/[id]/route.ts", access: "member", params: (f) => ({ id: String(f.alphaJobId) }) },
  { method: "POST", file: "api/job-title-targeting/route.ts", access: "member", body: (f) => ({ team: f.team, job_titles: ["coach"], email: "carol@bravo.example" }) },
  // Audience builder and sizing over the corpus: any signed-in user (no team data involved).
  { method: "POST", file: "api/external/audience-builder/followers-of/route.ts", access: "user", body: () => ({ handles: ["brand"] }) },
  { method: "POST", file: "api/external/audience-builder/interested-in/route.ts", access: "user", body: () => ({ interests: ["13029"] }) },
  { method: "POST", file: "api/external/audience-builder/posted-about/route.ts", access: "user", body: () => ({ keywords: ["coffee"] }) },
  { method: "POST", file: "api/external/audience-builder/words-in-profile/route.ts", access: "user", body: () => ({ words: ["coffee"] }) },
  { method: "POST", file: "api/external/audience-builder/suggest-interests/route.ts", access: "user", body: () => ({ description: "coffee lovers" }) },
  { method: "POST", file: "api/external/audience-builder/generate-insights/route.ts", access: "user", body: () => ({ posted_about: ["coffee"] }) },
  { method: "POST", file: "api/external/related-keywords/route.ts", access: "user", body: () => ({ keywords: ["coffee"] }) },
  { method: "POST", file: "api/job-title-size-estimator/route.ts", access: "user", body: () => ({ job_titles: ["coach"] }) },
  // Insights and plans of saved audiences: members of the config's or plan's team.
  { method: "GET", file: "api/audience-configs/autocomplete/route.ts", access: "member", query: (f) => ({ team: f.team, q: "Alpha" }) },
  { method: "GET", file: "api/audience-configs/insights/route.ts", access: "member", query: (f) => ({ team: f.team }) },
  { method: "GET", file: "api/audience-configs/perspectives/route.ts", access: "member", query: (f) => ({ team: f.team }) },
  { method: "GET", file: "api/audience-insights/[pk]/by_config/route.ts", access: "member", params: (f) => ({ pk: String(f.alphaConfigId) }) },
  { method: "POST", file: "api/external/config-generate-explore-insights/route.ts", access: "member", body: (f) => ({ email: "carol@bravo.example", audience_config_id: f.alphaConfigId }) },
  { method: "GET", file: "api/audience-plan/route.ts", access: "member", query: (f) => ({ team: f.team }) },
  { method: "POST", file: "api/audience-plan/route.ts", access: "member", body: (f) => ({ team: f.team, name: "Probe" }) },
  ...(["GET", "PUT", "PATCH", "DELETE"] as const).map(
    (method): Entry => ({ method, file: "api/audience-plan/[pk]/route.ts", access: "member", params: (f) => ({ pk: String(f.alphaPlanId) }), body: method === "PUT" || method === "PATCH" ? () => ({ name: "Hijacked" }) : undefined }),
  ),
  { method: "POST", file: "api/external/audience-usages/route.ts", access: "member", body: (f) => ({ state: "applied", audience_config_id: f.alphaConfigId, targeting_package: {} }) },
  { method: "DELETE", file: "api/audience-configs/[pk]/route.ts", access: "member", params: (f) => ({ pk: String(f.alphaConfigId) }) },
  ...(["share", "share-via-account"] as const).map(
    (name): Entry => ({ method: "POST", file: `api/external/audiences/[pk]/${name}/route.ts`, access: "member", params: (f) => ({ pk: String(f.alphaConfigId) }), body: () => ({ email: "carol@bravo.example" }) }),
  ),
  { method: "GET", file: "api/external/audience-usages/verify_signed/route.ts", access: "user", query: () => ({ token: "not-a-real-share-token-at-all" }) },
  { method: "GET", file: "api/external/audience-usages/shared-with/route.ts", access: "user" },
  { method: "POST", file: "api/external/audience-usages/restore/route.ts", access: "member", body: (f) => ({ token: "not-a-real-share-token-at-all", team: f.team }) },
  { method: "POST", file: "api/external/audience-usages/generate-sheet/route.ts", access: "member", body: (f) => ({ audience_config_ids: [f.alphaConfigId] }) },
  { method: "POST", file: "api/external/audience-usages/reorder-handles/route.ts", access: "member", body: (f) => ({ audience_config_id: f.alphaConfigId, handles: [] }) },
  { method: "POST", file: "api/external/audience-usages/autopilot-budget-check/route.ts", access: "user", body: () => ({ ad_account_id: "18ce54alpha", budget: 500 }) },
  { method: "POST", file: "api/external/audience-usages/usage-check/route.ts", access: "user" },
  { method: "POST", file: "api/external/audience-usages/related-use/route.ts", access: "user" },
  ...["external/recent-audiences", "external/exclusion-audiences", "audience-categories"].map(
    (name): Entry => ({ method: "GET", file: `api/${name}/route.ts`, access: "member", query: (f) => ({ team: f.team }) }),
  ),
  { method: "GET", file: "api/communities/route.ts", access: "user" },
  // The toolkit's request flows (public: a visitor asks, the e-mailed link confirms) and the admins' list.
  { method: "POST", file: "api/external/toolkit-requests/route.ts", access: "public", body: () => ({ kind: "access", email: "visitor@agency.example", name: "V", company: "Agency" }) },
  { method: "GET", file: "api/external/toolkit-requests/route.ts", access: "user" },
  { method: "POST", file: "api/external/toolkit-requests/verify/route.ts", access: "public", body: () => ({ token: "x".repeat(43) }) },
  { method: "POST", file: "api/external/audience-request/feedback/route.ts", access: "user", body: () => ({ rating: "up", message: "Good audience" }) },
  { method: "POST", file: "api/external/audience-request/reddit/route.ts", access: "user", body: () => ({ keywords: ["travel"] }) },
  { method: "POST", file: "api/external/audience-request/validate-ad-account/route.ts", access: "user", body: () => ({ ad_account_id: "18ce54alpha" }) },
  { method: "POST", file: "api/external/audience-request/validate-email/route.ts", access: "user", body: () => ({ email: "a@b.example" }) },
  { method: "POST", file: "api/external/audience-request/validate-handle/route.ts", access: "user", body: () => ({ handle: "@brand" }) },
  // Marketing materials: the library is public (visitors see the global ones), downloads need a user or a signed link, admins upload.
  { method: "GET", file: "api/external/marketing-materials/route.ts", access: "public" },
  { method: "GET", file: "api/external/marketing-materials/[slug]/route.ts", access: "public", params: () => ({ slug: "targeting-toolkit-faq" }) },
  { method: "POST", file: "api/external/marketing-materials/[slug]/download/route.ts", access: "user", params: () => ({ slug: "targeting-toolkit-faq" }) },
  { method: "GET", file: "api/external/marketing-materials/[slug]/file/route.ts", access: "public", params: () => ({ slug: "targeting-toolkit-faq" }), query: () => ({ expires: "1", signature: "x" }) },
  { method: "PUT", file: "api/external/marketing-materials/[slug]/file/route.ts", access: "user", params: () => ({ slug: "targeting-toolkit-faq" }), query: () => ({ content_type: "faq", title: "FAQ", file_name: "faq.html" }) },
  { method: "GET", file: "api/og/route.ts", access: "public", query: () => ({ page: "about" }) },
  { method: "GET", file: "api/helper-documents/route.ts", access: "user" },
  { method: "GET", file: "api/helper-documents/download/route.ts", access: "user", query: () => ({ name: "getting-started" }) },
  { method: "GET", file: "api/content-categories/route.ts", access: "user" },
  // Ads: uploads belong to the team of the saved audience; ad accounts must be the caller's own or granted to them.
  { method: "POST", file: "api/uploaded-audiences/route.ts", access: "member", body: (f) => ({ audience_config_id: f.alphaConfigId, ad_account_id: "18ce54alpha" }) },
  { method: "GET", file: "api/uploaded-audiences/route.ts", access: "member", query: (f) => ({ team: f.team }) },
  { method: "DELETE", file: "api/uploaded-audiences/[pk]/route.ts", access: "member", params: () => ({ pk: "1" }) },
  { method: "POST", file: "api/ad-accounts/custom-audiences/route.ts", access: "user", body: () => ({ ad_account_id: "18ce54alpha", name: "Probe" }) },
  { method: "POST", file: "api/ad-accounts/custom-audiences/check/route.ts", access: "user", body: () => ({ ad_account_id: "18ce54alpha", custom_audience_names: ["Probe"] }) },
  { method: "POST", file: "api/ad-accounts/funding-instruments/route.ts", access: "user", body: () => ({ ad_account_id: "18ce54alpha" }) },
  { method: "GET", file: "api/has-pixel/route.ts", access: "user", query: () => ({ ad_account_id: "18ce54alpha" }) },
  // Campaigns: every entity belongs to the team that made it, in an ad account the caller may use there.
  { method: "GET", file: "api/campaigns/route.ts", access: "member", query: (f) => ({ team: f.team }) },
  {
    method: "POST",
    file: "api/campaigns/route.ts",
    access: "member",
    body: (f) => ({ team: f.team, ad_account_id: "18ce54alpha", name: "Probe", funding_instrument_id: "sbx000000", daily_budget: "50", start_time: "2099-01-01", adset: { name: "Probe", objective: "REACH", bid: "5", audience_config_id: f.alphaConfigId } }),
  },
  ...(["GET", "PATCH", "DELETE"] as const).map((method): Entry => ({ method, file: "api/campaigns/[pk]/route.ts", access: "member", params: (f) => ({ pk: String(f.alphaCampaignId) }), body: method === "PATCH" ? () => ({ entity_status: "PAUSED" }) : undefined })),
  ...["adsets", "reach", "segmentations", "statstotal", "ads"].map((sub): Entry => ({ method: "GET", file: `api/campaigns/[pk]/${sub}/route.ts`, access: "member", params: (f) => ({ pk: String(f.alphaCampaignId) }) })),
  { method: "POST", file: "api/campaigns/[pk]/ads/route.ts", access: "member", params: (f) => ({ pk: String(f.alphaCampaignId) }), body: (f) => ({ adset: f.alphaAdsetId, text: "Probe" }) },
  { method: "GET", file: "api/adsets/route.ts", access: "member", query: (f) => ({ team: f.team }) },
  { method: "POST", file: "api/adsets/route.ts", access: "member", body: (f) => ({ campaign: f.alphaCampaignId, name: "Probe", objective: "REACH", bid: "5", audience_config_id: f.alphaConfigId }) },
  ...(["GET", "PATCH", "DELETE"] as const).map((method): Entry => ({ method, file: "api/adsets/[pk]/route.ts", access: "member", params: (f) => ({ pk: String(f.alphaAdsetId) }), body: method === "PATCH" ? () => ({ entity_status: "PAUSED" }) : undefined })),
  { method: "DELETE", file: "api/ads/[pk]/route.ts", access: "member", params: (f) => ({ pk: String(f.alphaAdId) }) },
  { method: "POST", file: "api/ads/[pk]/toggle/route.ts", access: "member", params: (f) => ({ pk: String(f.alphaAdId) }) },
  { method: "GET", file: "api/ad-creatives/route.ts", access: "member", query: (f) => ({ team: f.team }) },
  { method: "POST", file: "api/ad-creatives/route.ts", access: "member", body: (f) => ({ team: f.team, ad_account_id: "18ce54alpha", name: "Probe", card_type: "WEBSITE", title: "Probe", website_url: "https://example.com/" }) },
  ...(["GET", "DELETE"] as const).map((method): Entry => ({ method, file: "api/ad-creatives/[pk]/route.ts", access: "member", params: (f) => ({ pk: String(f.alphaCreativeId) }) })),
  { method: "GET", file: "api/ad-media/route.ts", access: "member", query: (f) => ({ team: f.team }) },
  { method: "POST", file: "api/ad-media/route.ts", access: "member", body: (f) => ({ team: f.team, ad_account_id: "18ce54alpha", file_id: f.alphaFileId }) },
  { method: "DELETE", file: "api/ad-media/[pk]/route.ts", access: "member", params: (f) => ({ pk: String(f.alphaMediaId) }) },
  { method: "GET", file: "api/advertiser-categories/route.ts", access: "user" },
  { method: "POST", file: "api/campaign-summary-pdf/route.ts", access: "member", body: (f) => ({ campaign: f.alphaCampaignId }) },
  { method: "POST", file: "api/build-audience/route.ts", access: "member", body: (f) => ({ audience_config_id: f.alphaConfigId }) },
  // Campaign creation tools: packages, teams and ad accounts are checked as for the campaign endpoints.
  { method: "POST", file: "api/external/campaign-calculator/route.ts", access: "member", body: (f) => ({ audience_config_id: f.alphaConfigId, budget: "100" }) },
  { method: "POST", file: "api/external/extract-parameters/route.ts", access: "member", body: (f) => ({ team: f.team, description: "Reach runners in Japan for $500", email: "carol@bravo.example" }) },
  { method: "POST", file: "api/external/campaign-options/route.ts", access: "member", body: (f) => ({ team: f.team, description: "Reach runners in Japan for $500", email: "carol@bravo.example" }) },
  {
    method: "POST",
    file: "api/external/campaign-create/route.ts",
    access: "member",
    body: (f) => ({ team: f.team, email: "carol@bravo.example", ad_account_id: "18ce54alpha", audience_config_id: f.alphaConfigId, name: "Probe", objective: "REACH", budget: "50", start: "2099-01-01", ad: { text: "Probe" } }),
  },
  { method: "POST", file: "api/api/files/policy/route.ts", access: "member", body: (f) => ({ team: f.team, name: "probe.png", content_type: "image/png", size: 100 }) },
  { method: "POST", file: "api/api/files/complete/route.ts", access: "member", body: (f) => ({ id: f.alphaFileId }) },
  { method: "GET", file: "api/api/files/[id]/route.ts", access: "member", params: (f) => ({ id: f.alphaFileId }) },
  { method: "PUT", file: "api/api/files/[id]/route.ts", access: "member", params: (f) => ({ id: f.alphaFileId }), query: () => ({ token: "not-the-token" }) },
];
