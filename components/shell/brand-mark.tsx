import { getTranslations } from "next-intl/server";

/** The customer team whose sub-domain is being visited (null on the product's own hosts). */
export interface BrandTeam {
  name: string;
  logo: string | null;
}

/**
 * The product mark, branded with the customer team on its sub-domain, in the anchor it is given:
 * Next's Link in the app (Brand), a plain anchor on pages that ship no router code.
 */
export async function BrandMark({ product, href = "/", team, anchor: Anchor = "a" }: { product: string; href?: string; team: BrandTeam | null; anchor?: React.ElementType }) {
  const t = await getTranslations("shell");
  return (
    <Anchor href={href} className="flex items-center gap-2.5 font-semibold tracking-tight" data-testid="brand">
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
    </Anchor>
  );
}
