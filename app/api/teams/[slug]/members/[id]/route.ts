// PATCH, DELETE /api/teams/{slug}/members/{id}/ - admins change a member's level or remove them
import { route } from "@/lib/server/http/route";
import { noContent } from "@/lib/server/http/respond";
import { updateMemberSchema } from "@/lib/schemas/team";
import { idParam } from "@/lib/server/http/id-param";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { removeMember, setMemberLevel } from "@/lib/server/teams/members";

export const PATCH = route({ auth: "user", body: updateMemberSchema }, async ({ identity, params, body }) => {
  const { team } = await requireTeamMember(identity, params.slug, "admin");
  await setMemberLevel(team.id, idParam(params.id), body.level);
  return noContent();
});

export const DELETE = route({ auth: "user" }, async ({ identity, params }) => {
  const { team } = await requireTeamMember(identity, params.slug, "admin");
  await removeMember(team.id, idParam(params.id));
  return noContent();
});
