import Link from "next/link";
import { BrandMark, type BrandTeam } from "./brand-mark";

export type { BrandTeam };

/** The product mark, branded with the customer team on its sub-domain. */
export function Brand(props: { product: string; href?: string; team: BrandTeam | null }) {
  return <BrandMark {...props} anchor={Link} />;
}
