import { expect } from "vitest";
import * as start from "@/app/api/external/deepthought/x-sign-in/route";
import * as callback from "@/app/api/external/deepthought/x-sign-in/callback/route";
import type { Caller } from "./caller";

export const SUITE_HOST = { host: "suite.localhost:3000" };

/** Starts X sign-in and follows the authorize URL over HTTP as the browser would; answers what X sends back to /authenticated. */
export async function signInAtX(creator: Caller) {
  const started = await creator.call(start.POST, "POST", "/api/external/deepthought/x-sign-in/", { headers: SUITE_HOST });
  expect(started.status).toBe(200);
  const res = await fetch(started.data.authorize_url, { redirect: "manual" });
  expect(res.status).toBe(302);
  const back = new URL(res.headers.get("location")!);
  return { authorize: new URL(started.data.authorize_url), back, answer: Object.fromEntries(back.searchParams) };
}

/** Hands X's answer to the server as /authenticated does. */
export const completeXSignIn = (creator: Caller, answer: Record<string, string>) =>
  creator.call(callback.POST, "POST", "/api/external/deepthought/x-sign-in/callback/", { body: answer, headers: SUITE_HOST });
