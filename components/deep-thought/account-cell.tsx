import { Avatar } from "@/components/ui/avatar";
import { Chip } from "@/components/ui/chip";

interface CellAccount {
  name: string | null;
  handle: string;
  profile_image_url?: string | null;
  verified?: boolean | null;
}

/** An account in a suite table: avatar, name, handle and the verified chip. */
export function AccountCell({ account, verifiedLabel }: { account: CellAccount; verifiedLabel: string }) {
  return (
    <span className="flex items-center gap-2">
      <Avatar size="sm" text={account.name || account.handle} src={account.profile_image_url || null} />
      <span className="min-w-0">
        <span className="block truncate font-medium">{account.name}</span>
        <span className="block truncate text-xs text-muted-foreground">@{account.handle}</span>
      </span>
      {account.verified && <Chip size="sm" tone="info">{verifiedLabel}</Chip>}
    </span>
  );
}
