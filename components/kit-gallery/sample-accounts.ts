/** Demo rows for the gallery's tables: made-up accounts, not real people. */
export type SampleAccount = { handle: string; name: string; followers: number; engagement: number; joined: string; status: "active" | "paused" | "draft" };

export const SAMPLE_ACCOUNTS: SampleAccount[] = [
  { handle: "@brewlab", name: "Brew Lab", followers: 48_200, engagement: 3.4, joined: "2019-04-12", status: "active" },
  { handle: "@northwind", name: "Northwind Coffee", followers: 1_250_000, engagement: 1.2, joined: "2012-09-30", status: "active" },
  { handle: "@latte_art", name: "Latte Art Daily", followers: 9_870, engagement: 6.1, joined: "2021-01-05", status: "paused" },
  { handle: "@roastery", name: "Corner Roastery", followers: 312_400, engagement: 2.2, joined: "2015-06-18", status: "active" },
  { handle: "@aeropress", name: "Aero Press Club", followers: 760, engagement: 8.9, joined: "2023-11-02", status: "draft" },
  { handle: "@cafe_jp", name: "Kissa Tokyo", followers: 25_300, engagement: 4.7, joined: "2018-03-21", status: "active" },
];
