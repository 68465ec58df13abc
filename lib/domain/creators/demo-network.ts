import { seededRandom } from "@/lib/domain/targeting/seeded-random";

/*
 * The demo creator's network, generated: the same seed and end give the same accounts, follow
 * periods and labels. It plants churn (followers who leave during the 90 days) and bots with known
 * labels, so the dashboard shows real movement and the bot score can be measured.
 */

const DAY = 86_400_000;
export const DEMO_CREATOR_ID = "7700000000000000000";
export const DEMO_CREATOR_HANDLE = "murmur_creator";

export interface DemoAccount {
  id: string;
  handle: string;
  name: string;
  bio: string;
  location: string;
  createdAt: Date;
  followersCount: number;
  followingCount: number;
  postCount: number;
  verified: boolean;
  profileImageUrl: string;
  /** The generator's label: planted as a bot. */
  bot: boolean;
}

export interface DemoPeriod {
  kind: "follower" | "following";
  otherId: string;
  firstSeenAt: Date;
  goneAt: Date | null;
}

export interface DemoNetwork {
  creator: DemoAccount;
  people: DemoAccount[];
  posts: { id: string; authorId: string; text: string; createdAt: Date }[];
  periods: DemoPeriod[];
  /** Follows among the people (to a few popular ones): who-to-follow reads them. */
  follows: { followerId: string; followeeId: string }[];
  /** The first sync: everyone already following then was first seen at this instant. */
  trackedSince: Date;
}

const PLACES = ["Tokyo, Japan", "Osaka", "London, UK", "New York, NY", "Berlin", "São Paulo, Brasil", "Toronto, Canada", "Sydney", "Paris, France", ""];
const FIRST = ["Aiko", "Ben", "Chloe", "Daichi", "Emma", "Felix", "Grace", "Haruto", "Isla", "Jun", "Kai", "Lena", "Mio", "Noah", "Olivia", "Ren"];
const LAST = ["Sato", "Smith", "Tanaka", "Garcia", "Suzuki", "Brown", "Kato", "Martin", "Ito", "Silva"];
const TOPICS = ["photography", "running", "coffee", "indie games", "design", "cooking", "jazz", "startups", "travel", "books"];
const SPAM = ["Win a free phone today, click the link in bio!", "Earn $500 a day from home, DM me now", "Crypto giveaway: send 1 get 2 back", "Follow back for follow back, 100% real"];
const DEFAULT_AVATAR = "https://abs.twimg.com/sticky/default_profile_images/default_profile_normal.png";

const id = (i: number) => `77${String(i + 1).padStart(17, "0")}`;
const minute = (ms: number) => new Date(Math.floor(ms / 60_000) * 60_000);

export function demoCreatorNetwork(options: { end: Date; seed?: number; people?: number; days?: number }): DemoNetwork {
  const rng = seededRandom(options.seed ?? 14);
  const n = options.people ?? 2600;
  const end = options.end.getTime();
  const trackedSince = new Date(end - (options.days ?? 90) * DAY);
  const chance = (p: number) => rng.next() < p;
  const people: DemoAccount[] = [];
  const posts: DemoNetwork["posts"] = [];
  for (let i = 0; i < n; i++) {
    const bot = chance(0.12);
    const first = rng.pick(FIRST);
    const young = bot ? chance(0.8) : chance(0.04);
    const ageDays = young ? 5 + rng.int(0, 80) : 120 + rng.int(0, 4500);
    const digits = bot ? chance(0.75) : chance(0.08);
    const handle = `${first.toLowerCase()}${digits ? rng.int(10000, 99999999) : `_${i.toString(36)}`}`;
    const following = bot && chance(0.7) ? 800 + rng.int(0, 4000) : 50 + rng.int(0, 700);
    const followers = bot ? rng.int(0, 60) : 20 + rng.int(0, 3000);
    const postsPerDay = bot && chance(0.5) ? 40 + rng.int(0, 200) : rng.next() * 5;
    const spammer = bot ? chance(0.7) : chance(0.01);
    const account: DemoAccount = {
      id: id(i + 1),
      handle,
      name: `${first} ${rng.pick(LAST)}`,
      bio: (bot ? chance(0.7) : chance(0.18)) ? "" : `Into ${rng.pick(TOPICS)} and ${rng.pick(TOPICS)}.`,
      location: rng.pick(PLACES),
      createdAt: minute(end - ageDays * DAY),
      followersCount: followers,
      followingCount: following,
      postCount: Math.round(postsPerDay * ageDays),
      verified: !bot && chance(0.03),
      profileImageUrl: (bot ? chance(0.8) : chance(0.07)) ? DEFAULT_AVATAR : `https://pbs.twimg.com/profile_images/${id(i + 1)}/avatar_normal.jpg`,
      bot,
    };
    people.push(account);
    for (let k = 0; k < 3; k++) {
      const text = spammer ? rng.pick(SPAM) : `${first} on ${rng.pick(TOPICS)}, note ${i}-${k}`;
      posts.push({ id: `${account.id}${k}`, authorId: account.id, text, createdAt: minute(end - rng.int(1, 60) * 3_600_000 * 24) });
    }
  }
  const span = end - trackedSince.getTime();
  const periods: DemoPeriod[] = [];
  for (const p of people) {
    if (chance(0.1)) continue; // around the creator, not following
    const first = chance(0.72) ? trackedSince : minute(trackedSince.getTime() + 60_000 + rng.next() * (span - 120_000));
    const leaves = chance(p.bot ? 0.25 : 0.08);
    const goneAt = leaves ? minute(first.getTime() + 60_000 + rng.next() * (end - first.getTime() - 120_000)) : null;
    periods.push({ kind: "follower", otherId: p.id, firstSeenAt: first, goneAt: goneAt && goneAt.getTime() < end ? goneAt : null });
  }
  for (const p of people.filter((a) => !a.bot && chance(0.12))) {
    const goneAt = chance(0.05) ? minute(trackedSince.getTime() + rng.next() * span) : null;
    periods.push({ kind: "following", otherId: p.id, firstSeenAt: trackedSince, goneAt });
  }
  const creator: DemoAccount = {
    id: DEMO_CREATOR_ID, handle: DEMO_CREATOR_HANDLE, name: "Murmur Creator", bio: "Notes on photography and coffee. Demo account of Deep Thought.",
    location: "Tokyo, Japan", createdAt: new Date(end - 2000 * DAY), followersCount: periods.filter((p) => p.kind === "follower" && !p.goneAt).length,
    followingCount: periods.filter((p) => p.kind === "following" && !p.goneAt).length, postCount: 4200, verified: true,
    profileImageUrl: "https://pbs.twimg.com/profile_images/7700000000000000000/avatar_normal.jpg", bot: false,
  };
  return { creator, people, posts, periods, follows: hubFollows(people, options.seed ?? 14), trackedSince };
}

/** Forty popular people that others follow (own generator, so the draws above stay as they were). */
function hubFollows(people: DemoAccount[], seed: number) {
  const rng = seededRandom(seed + 1);
  const humans = people.filter((p) => !p.bot);
  const hubs = humans.slice(0, 40);
  const follows: { followerId: string; followeeId: string }[] = [];
  for (const p of humans.slice(40)) {
    // Skewed towards the first hubs, so a few are followed by many.
    const picks = new Set(Array.from({ length: rng.int(0, 3) }, () => Math.floor(hubs.length * rng.next() ** 2)));
    for (const i of picks) follows.push({ followerId: p.id, followeeId: hubs[i].id });
  }
  return follows;
}
