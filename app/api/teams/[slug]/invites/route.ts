// GET, POST /api/teams/{team_id}/invites/ - pending invites; POST {invite: {email, message}} invites someone (admins)
import { route } from "@/lib/server/http/route";
import { json } from "@/lib/server/http/respond";
import { createInviteSchema } from "@/lib/schemas/team";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import { createInvite, listPendingInvites } from "@/lib/server/teams/invites";

export const GET = route({ auth: "user" }, async ({ identity, params }) => {
  const { team } = await requireTeamMember(identity, params.slug, "admin");
  return json(await listPendingInvites(team.id));
});

export const POST = route({ auth: "user", body: createInviteSchema }, async ({ identity, params, body }) => {
  const { team, user } = await requireTeamMember(identity, params.slug, "admin");
  return json(await createInvite({ team, inviterId: user.userId, ...body.invite }), { status: 201 });
});
