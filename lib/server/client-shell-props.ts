import "server-only";
import { getMessages } from "next-intl/server";
import { clientMessages } from "@/lib/domain/i18n/client-messages";
import { publicConfig } from "@/lib/server/config";
import { requestContext } from "@/lib/server/request-context";

/** What the app's browser providers (components/shell/client-shell.tsx) are given: this page's messages and the public settings. */
export async function clientShellProps() {
  const [{ variant, routeId }, messages] = await Promise.all([requestContext(), getMessages()]);
  return { messages: clientMessages(messages, variant, routeId), config: publicConfig() };
}
