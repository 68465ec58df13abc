// GET  /api/teams/{slug}/imports/ - the team's latest imports with their progress or counts (admins)
// POST /api/teams/{slug}/imports/?name=<file name>[&format=x-json|csv|x-archive][&map=field=column,...] - the file as the body:
//      stored, then imported as a job of the team (201 with { job }); admins only
import { z } from "zod";
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { listTeamImports, startTeamImport } from "@/lib/server/corpus/team-imports/team-imports";
import { IMPORT_FORMATS } from "@/lib/schemas/corpus-import";

const query = z.object({
  name: z.string().min(1).max(200),
  format: z.enum(IMPORT_FORMATS).optional(),
  map: z.string().max(1000).optional(),
});

export const GET = route({ auth: "user" }, async ({ identity, params }) => {
  const { team } = await requireTeamMember(identity, params.slug, "admin");
  return json(await listTeamImports(team.id));
});

export const POST = route({ auth: "user", query }, async ({ req, identity, params, query }) => {
  const { team, user } = await requireTeamMember(identity, params.slug, "admin");
  return json(await startTeamImport(team.id, user.userId, { body: req.body, ...query }), { status: 201 });
});
