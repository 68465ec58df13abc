import "server-only";
import { headers } from "next/headers";
import { dehydrate, QueryClient, type DehydratedState } from "@tanstack/react-query";
import { resolveIdentity } from "@/lib/server/auth/identity";
import { AppError } from "@/lib/server/http/app-error";
import { teamKeys, userKeys } from "@/lib/domain/query-keys";
import { getMe } from "@/lib/server/users/get-me";
import { listMyTeams } from "@/lib/server/teams/list-my-teams";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { teamDetail } from "@/lib/server/teams/team-detail";
import type { Identity } from "@/lib/server/auth/identity";

/** What a page can ask the server to load before it renders: the answers of the matching GET endpoints. */
export type Prefetch = { me: true } | { teams: true } | { team: string };

/** As the API would answer: dates as ISO strings, nothing the JSON body would not carry. */
const asJson = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

async function load(p: Prefetch, userId: string, identity: Identity): Promise<[readonly unknown[], unknown]> {
  if ("me" in p) return [userKeys.me, await getMe(userId)];
  if ("teams" in p) return [teamKeys.all, await listMyTeams(userId)];
  const { team, membership } = await requireTeamMember(identity, p.team);
  return [teamKeys.one(p.team), await teamDetail(team, membership.level)];
}

/**
 * The query client's state with the signed-in caller's data already in it, for a page to hydrate
 * (HydrationBoundary): the screen's first paint shows the data instead of a loading state. Null for
 * visitors; data the caller may not see is left out, for the screen to ask and show its error.
 */
export async function prefetchedState(wants: Prefetch[]): Promise<DehydratedState | null> {
  const incoming = await headers();
  const request = new Request("http://localhost/", { headers: { cookie: incoming.get("cookie") ?? "", authorization: incoming.get("authorization") ?? "" } });
  const identity = await resolveIdentity(request);
  if (identity.kind !== "user") return null;
  const client = new QueryClient();
  await Promise.all(
    wants.map(async (want) => {
      try {
        const [key, data] = await load(want, identity.userId, identity);
        client.setQueryData(key, asJson(data));
      } catch (e) {
        if (!(e instanceof AppError)) throw e;
      }
    }),
  );
  return dehydrate(client);
}
