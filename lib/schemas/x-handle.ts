import { z } from "zod";
import { bareHandle, isBareHandle } from "@/lib/domain/handles";

/** An X handle as people type it: 1-15 letters, digits or underscores, with or without the @. */
export const xHandleSchema = z.string().trim().refine((h) => isBareHandle(bareHandle(h)), "Enter a valid X handle.");

/** The same, without its @. */
export const bareXHandleSchema = xHandleSchema.transform(bareHandle);

/** A research tool's one-handle form (topic clusters, competitor analysis). */
export const handleFormSchema = z.object({ handle: xHandleSchema });
