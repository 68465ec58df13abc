// GET, POST /api/teams/ - the caller's teams; POST creates a team with the caller as admin
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { createTeamSchema } from "@/lib/schemas/team";
import { requireUser } from "@/lib/server/auth/require-user";
import { listMyTeams } from "@/lib/server/teams/list-my-teams";
import { createTeam } from "@/lib/server/teams/create-team";

export const GET = route({ auth: "user" }, async ({ identity }) => json(await listMyTeams(requireUser(identity).userId)));

export const POST = route({ auth: "user", body: createTeamSchema }, async ({ identity, body }) =>
  json(await createTeam(requireUser(identity).userId, body), { status: 201 }),
);
