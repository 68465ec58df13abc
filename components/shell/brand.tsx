import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { currentBrandTeam } from "@/lib/server/request-context";

/** The product mark, branded with the customer team on its sub-domain. */
export async function Brand({ product, href = "/" }: { product: string; href?: string }) {
  const [team, t] = await Promise.all([currentBrandTeam(), getTranslations("shell")]);
  return (
    <Link href={href} className="flex items-center gap-2.5 font-semibold tracking-tight" data-testid="brand">
      {team?.logo ? (
        // eslint-disable-next-line @next/next/no-img-element -- team logos are user content of any size
        <img src={team.logo} alt="" className="size-7 rounded-md object-cover" data-testid="brand-logo" />
      ) : (
        <span aria-hidden="true" className="grid size-7 place-items-center rounded-md bg-primary text-sm font-bold text-primary-foreground">
          M
        </span>
      )}
      <span>{product}</span>
      {team && (
        <span className="text-sm font-normal text-muted-foreground" data-testid="brand-team">
          {t("brandedFor", { team: team.name })}
        </span>
      )}
    </Link>
  );
}
