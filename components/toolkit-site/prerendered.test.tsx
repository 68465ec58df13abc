import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

let locale = "en";
vi.mock("next-intl/server", () => ({ getLocale: async () => locale }));
const { prerendered } = await import("./prerendered");

beforeEach(() => {
  vi.stubEnv("NODE_ENV", "production");
  locale = "en";
});
afterEach(() => vi.unstubAllEnvs());

describe("prerendered parts of the public pages", () => {
  it("renders a part once per language", async () => {
    const render = vi.fn(() => <p>{locale}</p>);
    expect(await prerendered("test-part", render)).toBe("<p>en</p>");
    expect(await prerendered("test-part", render)).toBe("<p>en</p>");
    locale = "ja";
    expect(await prerendered("test-part", render)).toBe("<p>ja</p>");
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("renders a part made of stored content again for the next read of it (an admin's change shows at once)", async () => {
    const card = (m: { title: string }) =>
      function Card() {
        return <h2>{m.title}</h2>;
      };
    const firstRead = { title: "One-pager" };
    expect(await prerendered("test-card", card(firstRead), firstRead)).toBe("<h2>One-pager</h2>");
    // The same read again (the library is kept between changes): the HTML made for it.
    expect(await prerendered("test-card", () => <h2>not rendered</h2>, firstRead)).toBe("<h2>One-pager</h2>");
    // An admin renamed it: the library is read again, a new object.
    const nextRead = { title: "One-pager, 2027 edition" };
    expect(await prerendered("test-card", card(nextRead), nextRead)).toBe("<h2>One-pager, 2027 edition</h2>");
  });

  it("keeps nothing outside production, where messages and components change under the server", async () => {
    vi.stubEnv("NODE_ENV", "development");
    let n = 0;
    const render = () => <p>{++n}</p>;
    expect(await prerendered("test-dev", render)).toBe("<p>1</p>");
    expect(await prerendered("test-dev", render)).toBe("<p>2</p>");
  });
});
