import "server-only";
import type { Identity } from "@/lib/server/auth/identity";
import { requireUser } from "@/lib/server/auth/require-user";
import { AppError } from "@/lib/server/http/app-error";
import { requireTeamMember } from "@/lib/server/teams/team-access";
import type { CheckoutAccess } from "./confirm-local-checkout";
import type { BillingOwner } from "./owner";

/** A team's billing as its members may read it, or as its admins may change it (403 for other members). */
export async function teamBilling(identity: Identity, teamRef: string, need: "member" | "admin") {
  const access = await requireTeamMember(identity, teamRef, need);
  const owner: BillingOwner = { kind: "team", teamId: access.team.id };
  return { ...access, owner };
}

/** The creator's own billing. */
export function creatorBilling(identity: Identity) {
  const user = requireUser(identity);
  const owner: BillingOwner = { kind: "user", userId: user.userId };
  return { user, owner };
}

/** A checkout is seen and confirmed by its team's admins, or by the creator it belongs to; others get 404. */
export function checkoutAccess(identity: Identity): CheckoutAccess {
  return async (checkout) => {
    const user = requireUser(identity);
    if (checkout.teamId) {
      await requireTeamMember(identity, checkout.teamId, "admin");
      return;
    }
    if (checkout.userId !== user.userId) throw new AppError("not_found", "Not found.");
  };
}
