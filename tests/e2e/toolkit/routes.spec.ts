import { test } from "@playwright/test";
import { TOOLKIT } from "../support/spec-routes";
import { walkRoutes } from "../support/walk-routes";

test.describe("§2 route table on this host", () => walkRoutes(TOOLKIT));
