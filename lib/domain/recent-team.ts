/** Local storage key of the last chosen team's slug (spec §9). */
export const RECENT_TEAM_KEY = "recentTeam";
/** Marks a social sign-in started from the account screen: connect instead of logging in. */
export const CONNECT_SOCIAL_KEY = "connectSocial";
/** The random state a social sign-in must bring back. */
export const LOGIN_STATE_KEY = "loginState";

/** The team to keep as current: the slug when the user is a member of it, else none. */
export function resolveTeamChoice(memberSlugs: readonly string[], slug: string | null | undefined): string | null {
  if (!slug) return null;
  const wanted = slug.toLowerCase();
  return memberSlugs.includes(wanted) ? wanted : null;
}

/** An invite code from what a person pasted: a full accept link or the bare code. */
export function parseInviteInput(input: string): { team: string | null; code: string } | null {
  const text = input.trim();
  if (!text) return null;
  const link = text.match(/\/([a-z0-9-]+)\/invite-accept\?(?:.*&)?code=([^&#\s]+)/i);
  if (link) return { team: link[1].toLowerCase(), code: decodeURIComponent(link[2]) };
  return /^[A-Za-z0-9_-]{8,200}$/.test(text) ? { team: null, code: text } : null;
}
