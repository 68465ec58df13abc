export interface BillingDetailsLike {
  invoice_email: string | null;
  country: string | null;
  invoice_name: string | null;
}

export const BILLING_DETAILS_REQUIRED_MESSAGE = "Add the invoice e-mail, country and invoice name before checkout.";

/** Team billing details are present only if invoice_email, country and invoice_name are all set (§5). */
export function hasBillingDetails(team: BillingDetailsLike): boolean {
  return Boolean(team.invoice_email?.trim() && team.country?.trim() && team.invoice_name?.trim());
}
