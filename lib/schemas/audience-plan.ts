import { z } from "zod";
import { rowId } from "./row-id";
import { CURRENCIES } from "@/lib/domain/targeting/options";

const fields = {
  name: z.string().trim().min(1, "Name is required").max(255, "Name must be less than 255 characters"),
  audience_config_ids: z.array(rowId()).max(100),
  budget: z.number().int().min(0).max(1_000_000_000).nullable(),
  currency: z.enum(CURRENCIES),
  notes: z.string().max(5000),
};

/** An audience plan: named audience configs of one team with a budget (spec §7 audience-plan CRUD). */
export const audiencePlanCreateSchema = z.object({
  ...fields,
  team: z.string().trim().min(1).max(100),
  audience_config_ids: fields.audience_config_ids.default([]),
  budget: fields.budget.default(null),
  currency: fields.currency.default("USD"),
  notes: fields.notes.default(""),
});
export const audiencePlanUpdateSchema = z.object(fields).partial();
