/**
 * The spec's three route tables (§2), written out by hand from the spec so the browser test checks
 * the app's route table rather than repeating it. Each row: a path to visit and what must happen.
 */
export type Expectation =
  | { path: string; layout: string; title: string; heading?: string; status?: number }
  | { path: string; redirect: string; client?: boolean };

const dash = (path: string, layout: string, heading: string): Expectation => ({
  path,
  layout,
  title: `${heading} · Murmur`,
  heading,
});

export const DASHBOARD: Expectation[] = [
  dash("/login", "dashboard-no-nav", "Sign in"),
  dash("/login/twitter", "dashboard-no-nav", "Sign in"),
  { path: "/acme/invite-accept", redirect: "/login", client: true }, // needs a signed-in user: the page sends them to sign in
  { path: "/welcome", redirect: "/login", client: true }, // needs a signed-in user: the page sends them to sign in
  { path: "/choose-team", redirect: "/login", client: true }, // needs a signed-in user: the page sends them to sign in
  { path: "/helper-documents", redirect: "/login", client: true }, // needs a signed-in user: the page sends them to sign in
  { path: "/audiences", redirect: "/login", client: true }, // the audience creator needs a signed-in user
  { path: "/reset-e2e", layout: "none", title: "Murmur", heading: "Database reset to the demo seed." },
  { path: "/acme", redirect: "/acme/audiences" },
  { path: "/acme/", redirect: "/acme/audiences" },
  { path: "/acme/account", redirect: "/login", client: true }, // needs a signed-in user: the page sends them to sign in
  { path: "/acme/team", redirect: "/login", client: true }, // needs a signed-in user: the page sends them to sign in
  { path: "/acme/campaigns", redirect: "/login", client: true }, // needs a signed-in user: the page sends them to sign in
  { path: "/acme/creatives", redirect: "/login", client: true }, // needs a signed-in user: the page sends them to sign in
  { path: "/acme/media", redirect: "/login", client: true }, // needs a signed-in user: the page sends them to sign in
  { path: "/acme/creator", redirect: "/login", client: true }, // the audience creator needs a signed-in user
  { path: "/acme/explore-x", redirect: "/login", client: true }, // needs a signed-in user: the page sends them to sign in
  { path: "/acme/audiences", redirect: "/login", client: true }, // needs a signed-in user: the page sends them to sign in
  { path: "/acme/communities", redirect: "/login", client: true }, // needs a signed-in user: the page sends them to sign in
  { path: "/", redirect: "/choose-team" },
  { path: "/acme/no-such-section", redirect: "/choose-team" },
  { path: "/a/b/c", redirect: "/choose-team" },
  { path: "/toolkit/about", redirect: "/choose-team" },
  { path: "/dashboard/welcome", redirect: "/choose-team" },
];

const kit = (path: string, heading: string): Expectation => ({
  path,
  layout: "pro-targeting",
  title: heading === "Targeting Toolkit" ? heading : `${heading} · Targeting Toolkit`,
  heading,
});

export const TOOLKIT: Expectation[] = [
  kit("/", "Targeting Toolkit"),
  kit("/saved-lists", "Saved lists"), // signed out: the personal sign-in in place
  kit("/campaigns/new", "New campaign"), // signed out: the personal sign-in in place
  kit("/campaigns/create", "Create a campaign"), // signed out: the personal sign-in in place
  kit("/targeting-lists", "Targeting lists"), // signed out: the personal sign-in in place
  kit("/targeting-lists/42", "Targeting lists"), // signed out: the personal sign-in in place
  kit("/native-lists", "Targeting lists"), // signed out: the personal sign-in in place
  kit("/native-lists/42", "Targeting lists"), // signed out: the personal sign-in in place
  kit("/native-list/42", "Targeting lists"), // signed out: the personal sign-in in place
  kit("/explore", "Explore"),
  kit("/explore/nasa", "Explore"),
  kit("/xplore/nasa", "Explore"),
  kit("/analyze/nasa", "Explore"),
  kit("/topic-clusters", "Topic clusters"),
  kit("/clusters", "Topic clusters"),
  kit("/xstats", "X stats"),
  kit("/xstats/japan", "X stats"),
  kit("/audience-builder", "Audience builder"),
  kit("/competitor-analysis", "Competitor analysis"),
  kit("/my-audiences", "My audiences"), // signed out: the personal sign-in in place
  kit("/saved-audiences", "My audiences"), // signed out: the personal sign-in in place
  kit("/creators", "Creators"),
  kit("/campaign-planner", "Campaign planner"),
  kit("/marketing-materials", "Marketing materials"),
  kit("/materials", "Marketing materials"),
  kit("/about", "About"),
  kit("/pro-targeting", "Pro targeting"),
  kit("/pro-solutions", "Pro solutions"),
  kit("/pro-community", "Pro community"),
  kit("/request-audience", "Request an audience"),
  kit("/request-audiences", "Request an audience"),
  kit("/request-download", "Request a download"),
  kit("/request-download/q3-report", "Request a download"),
  kit("/request-access", "Request access"),
  kit("/request-confirmation", "Request received"),
  kit("/request-verification", "Verify your request"),
  kit("/job-title", "Job title targeting"),
  { path: "/no-such-page", redirect: "/" },
  { path: "/explore/a/b", redirect: "/" },
  { path: "/toolkit/about", redirect: "/" },
  { path: "/choose-team", redirect: "/" },
];

const dt = (path: string, heading: string): Expectation => ({
  path,
  layout: "deep-thought",
  title: heading === "Deep Thought" ? heading : `${heading} · Deep Thought`,
  heading,
});

export const SUITE: Expectation[] = [
  { path: "/authenticated", layout: "none", title: "Signed in · Deep Thought", heading: "Signed in" },
  { path: "/local-x-consent", layout: "none", title: "Sign in to X · Deep Thought", heading: "Sign in to X" },
  dt("/", "Deep Thought is paused"),
  dt("/premium-suite/topics", "Topics"),
  dt("/topics", "Topics"),
  dt("/premium-suite/following-topics", "Following topics"),
  dt("/following-topics", "Following topics"),
  dt("/premium-suite/unfollowed", "Unfollowed"),
  dt("/premium", "Premium"),
  dt("/premium-suite", "Dashboard"),
  dt("/premium-suite/talk-to-x", "Talk to X"),
  dt("/talk-to-x", "Talk to X"),
  dt("/premium-suite/xstats", "X stats"),
  dt("/premium-suite/xstats/japan", "X stats"),
  dt("/xstats", "X stats"),
  dt("/xstats/japan", "X stats"),
  dt("/premium-suite/accounts", "Accounts"),
  dt("/premium-suite/followers", "Followers"),
  dt("/premium-suite/following", "Following"),
  dt("/premium-suite/posts", "Posts"),
  dt("/premium-suite/post/123", "Post"),
  dt("/premium-suite/engagers", "Engagers"),
  dt("/premium-suite/lists", "Lists"),
  dt("/create-subscription/success", "Subscription confirmed"),
  dt("/create-subscription/cancel", "Subscription cancelled"),
  dt("/switch-account", "Switch account"),
  { path: "/no-such-page", layout: "deep-thought", title: "Deep Thought", status: 404 },
  { path: "/premium-suite/post", layout: "deep-thought", title: "Deep Thought", status: 404 },
  { path: "/suite/premium", layout: "deep-thought", title: "Deep Thought", status: 404 },
];
