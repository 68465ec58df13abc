import { describe, expect, it } from "vitest";
import { setupAuthSuite } from "@/tests/support/auth-suite";
import { mailText } from "@/tests/support/smtp-capture";
import { signedInCaller } from "@/tests/support/auth";
import * as teams from "@/app/api/teams/route";
import * as team from "@/app/api/teams/[slug]/route";
import * as members from "@/app/api/teams/[slug]/members/route";
import * as member from "@/app/api/teams/[slug]/members/[id]/route";
import * as invites from "@/app/api/teams/[slug]/invites/route";
import * as invite from "@/app/api/teams/[slug]/invites/[code]/route";
import * as accept from "@/app/api/teams/[slug]/invites/accept/route";
import * as logo from "@/app/api/teams/[slug]/logo/route";

const suite = setupAuthSuite({ smtp: true });

describe("teams and invites", () => {
  it("creates a team, invites by e-mail, and the invitee joins as a member with the mailed code", async () => {
    const owner = await signedInCaller("owner@example.com");
    const created = await owner.call(teams.POST, "POST", "/api/teams/", { body: { name: "Zebra Ads Ltd" } });
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ slug: "zebra-ads-ltd", level: "admin", member_count: 1 });
    const slug = created.data.slug as string;
    // A second team with the same name gets its own address; a taken explicit slug is refused.
    expect((await owner.call(teams.POST, "POST", "/api/teams/", { body: { name: "Zebra Ads Ltd" } })).data.slug).toBe("zebra-ads-ltd-2");
    expect((await owner.call(teams.POST, "POST", "/api/teams/", { body: { name: "x", slug: slug } })).status).toBe(409);

    const sent = await owner.call(invites.POST, "POST", `/api/teams/${slug}/invites/`, { params: { slug }, body: { invite: { email: "Guest@Example.com", message: "Welcome aboard" } } });
    expect(sent.status).toBe(201);
    const mail = mailText(await suite.smtp.latestTo("guest@example.com"));
    expect(mail).toContain("Zebra Ads Ltd");
    const code = decodeURIComponent(mail.match(/invite-accept\?code=([A-Za-z0-9_%-]+)/)![1]);
    expect(code).toBe(sent.data.code);

    // Only the invited address may use the code, even when someone else holds the link.
    const stranger = await signedInCaller("stranger@example.com");
    expect(await stranger.call(accept.POST, "POST", `/api/teams/${slug}/invites/accept/`, { params: { slug }, body: { code } })).toMatchObject({
      status: 409,
      data: { detail: "This invite was sent to another email address. Sign in with the invited address to accept it." },
    });
    expect((await stranger.call(team.GET, "GET", `/api/teams/${slug}/`, { params: { slug } })).status).toBe(404);

    const guest = await signedInCaller("guest@example.com");
    expect((await guest.call(team.GET, "GET", `/api/teams/${slug}/`, { params: { slug } })).status).toBe(404);
    const seen = await guest.call(invite.GET, "GET", `/api/teams/${slug}/invites/${code}/`, { params: { slug, code } });
    expect(seen.data).toMatchObject({ message: "Welcome aboard", team: { name: "Zebra Ads Ltd" } });
    expect((await guest.call(accept.POST, "POST", `/api/teams/${slug}/invites/accept/`, { params: { slug }, body: { code } })).status).toBe(200);
    const joined = await guest.call(team.GET, "GET", `/api/teams/${slug}/`, { params: { slug } });
    expect(joined.data).toMatchObject({ level: "member", member_count: 2 });

    // The invite is spent; it cannot be used again.
    expect((await guest.call(accept.POST, "POST", `/api/teams/${slug}/invites/accept/`, { params: { slug }, body: { code } })).status).toBe(404);
    expect((await owner.call(invites.GET, "GET", `/api/teams/${slug}/invites/`, { params: { slug } })).data).toEqual([]);
  });

  it("lets admins change levels and remove members, but never the last admin", async () => {
    const admin = await signedInCaller("boss@example.com");
    const slug = (await admin.call(teams.POST, "POST", "/api/teams/", { body: { name: "Levels" } })).data.slug as string;
    const list = await admin.call(members.GET, "GET", `/api/teams/${slug}/members/`, { params: { slug } });
    const own = String(list.data[0].id);
    const demote = await admin.call(member.PATCH, "PATCH", `/api/teams/${slug}/members/${own}/`, { params: { slug, id: own }, body: { level: "member" } });
    expect(demote).toMatchObject({ status: 400, data: { detail: "A team needs at least one admin." } });
    expect((await admin.call(member.DELETE, "DELETE", `/api/teams/${slug}/members/${own}/`, { params: { slug, id: own } })).status).toBe(400);
    expect((await admin.call(member.PATCH, "PATCH", `/api/teams/${slug}/members/abc/`, { params: { slug, id: "abc" }, body: { level: "admin" } })).status).toBe(404);
  });

  it("keeps billing fields and accepts only real images as logos", async () => {
    const admin = await signedInCaller("billing@example.com");
    const slug = (await admin.call(teams.POST, "POST", "/api/teams/", { body: { name: "Billing Co" } })).data.slug as string;
    const bad = await admin.call(team.PATCH, "PATCH", `/api/teams/${slug}/`, { params: { slug }, body: { invoice_email: "nope" } });
    expect(bad).toMatchObject({ status: 400, data: { invoice_email: ["Invoice email is not valid"] } });
    const ok = await admin.call(team.PATCH, "PATCH", `/api/teams/${slug}/`, { params: { slug }, body: { invoice_email: "ap@billing.example", country: "Japan", invoice_name: "Billing KK" } });
    expect(ok.data).toMatchObject({ invoice_email: "ap@billing.example", country: "Japan", invoice_name: "Billing KK" });

    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const { NextRequest } = await import("next/server");
    const upload = (type: string, bytes: Buffer) =>
      logo.POST(
        new NextRequest(`http://localhost:3000/api/teams/${slug}/logo/`, {
          method: "POST",
          headers: { "content-type": type, cookie: `murmur-session=${admin.cookies.get("murmur-session")}`, "x-csrftoken": admin.cookies.get("murmur-csrf")! },
          body: new Uint8Array(bytes),
        }),
        { params: Promise.resolve({ slug }) },
      );
    const good = await upload("image/png", png);
    expect(good.status).toBe(200);
    expect((await good.json()).logo).toMatch(/^data:image\/png;base64,/);
    expect((await upload("image/svg+xml", Buffer.from("<svg onload=alert(1)>"))).status).toBe(400);
    expect((await upload("image/png", Buffer.from("not a png at all"))).status).toBe(400);
    expect((await upload("image/png", Buffer.alloc(600 * 1024, 0x89))).status).toBe(413);
  });
});
