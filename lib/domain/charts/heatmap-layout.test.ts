import { describe, expect, it } from "vitest";
import { heatmapShades } from "./heatmap-layout";
import { chartColor } from "../format/chart-palette";

describe("heat map shading", () => {
  it("shades scored cells by their score against the best, hatches the unscored, white text on the dark ones", () => {
    const cells = heatmapShades([
      { weekday: 0, hour: 21, posts: 9, score: 2 },
      { weekday: 0, hour: 8, posts: 4, score: 0.5 },
      { weekday: 1, hour: 3, posts: 1, score: null },
      { weekday: 1, hour: 4, posts: 3, score: 0 },
    ]);
    expect(cells[0].shade).toEqual({ color: chartColor(0), opacity: 1, whiteText: true });
    expect(cells[1].shade).toEqual({ color: chartColor(0), opacity: 0.34, whiteText: false });
    expect(cells[2].shade).toBeNull();
    expect(cells[3].shade).toMatchObject({ opacity: 0.12, whiteText: false });
  });

  it("gives every scored cell the faintest shade when no score is above zero", () => {
    expect(heatmapShades([{ weekday: 0, hour: 0, posts: 3, score: 0 }])[0].shade).toMatchObject({ opacity: 0.12 });
  });
});
