"use client";
import { Button } from "@/components/ui/button";

/** The end of a campaign form: the server's message for the whole form, if any, and the submit button. */
export function CampaignFormFooter({ error, pending, label }: { error?: string; pending: boolean; label: string }) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-sm font-medium text-danger md:col-span-2">
          {error}
        </p>
      ) : null}
      <div className="md:col-span-2">
        <Button type="submit" pending={pending}>
          {label}
        </Button>
      </div>
    </>
  );
}
