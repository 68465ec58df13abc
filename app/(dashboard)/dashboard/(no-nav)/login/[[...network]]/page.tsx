import { notFound } from "next/navigation";
import { routeMetadata } from "@/components/shell/route-heading";
import { LoginScreen } from "@/components/auth/login-screen";
import { SocialCallback } from "@/components/auth/social-callback";
import { SOCIAL_NETWORKS, type SocialNetwork } from "@/lib/schemas/auth";

type Props = {
  params: Promise<{ network?: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

export const generateMetadata = () => routeMetadata("dashboard", "login");

/** /login: e-mail code or social buttons; /login/{network}?code&state: back from the network. */
export default async function LoginPage({ params, searchParams }: Props) {
  const [{ network }, query] = await Promise.all([params, searchParams]);
  if (network && (network.length > 1 || !(SOCIAL_NETWORKS as readonly string[]).includes(network[0]))) notFound();
  const code = typeof query.code === "string" ? query.code : null;
  const state = typeof query.state === "string" ? query.state : "";
  if (network && code) {
    return (
      <div className="mx-auto w-full max-w-md px-6 py-12">
        <SocialCallback network={network[0] as SocialNetwork} code={code} state={state} />
      </div>
    );
  }
  return <LoginScreen />;
}
