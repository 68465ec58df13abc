"use client";
import { useTranslations } from "next-intl";
import { Avatar } from "@/components/ui/avatar";
import { abbreviateNumber } from "@/lib/domain/format";

export interface Profile {
  handle: string;
  name: string;
  bio?: string | null;
  followersCount?: number;
  profileImageUrl?: string | null;
  verified?: boolean;
  followers_in_corpus: number;
  posts_in_corpus: number;
}

/** The analysed handle: avatar, name, bio and what the corpus holds of it. */
export function ProfileCard({ profile }: { profile: Profile }) {
  const t = useTranslations("analysis");
  return (
    <div className="flex gap-4">
      <Avatar text={profile.name || profile.handle} src={profile.profileImageUrl} size="lg" />
      <div className="min-w-0 space-y-1">
        <p className="text-lg font-semibold">{profile.name}</p>
        <p className="text-sm text-muted-foreground">@{profile.handle}{profile.followersCount !== undefined ? ` · ${t("followers", { count: abbreviateNumber(profile.followersCount) })}` : ""}</p>
        {profile.bio ? <p className="text-sm">{profile.bio}</p> : null}
        <p className="text-xs text-muted-foreground" data-value="corpus">
          {t("postsInCorpus", { posts: abbreviateNumber(profile.posts_in_corpus), followers: abbreviateNumber(profile.followers_in_corpus) })}
        </p>
      </div>
    </div>
  );
}
