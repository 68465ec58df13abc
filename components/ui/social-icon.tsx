import { cva, type VariantProps } from "class-variance-authority";
import { cn } from "./cn";

/**
 * Marks of the sign-in and sharing networks, drawn for this kit as simplified shapes on a
 * 24-unit grid (no third-party artwork). Brand colours are facts of each network's identity.
 */
export const SOCIAL_NETWORKS = ["google", "twitter", "slack", "facebook", "linkedin", "whatsapp"] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

export const SOCIAL_NETWORK_NAMES: Record<SocialNetwork, string> = {
  google: "Google",
  twitter: "X",
  slack: "Slack",
  facebook: "Facebook",
  linkedin: "LinkedIn",
  whatsapp: "WhatsApp",
};

export const socialIconVariants = cva("shrink-0", {
  variants: { size: { sm: "size-4", md: "size-5", lg: "size-6", xl: "size-8" } },
  defaultVariants: { size: "md" },
});

function Google() {
  return (
    <g fill="none" strokeWidth="3.4">
      <path d="M17.2 7.32A7 7 0 0 0 5.94 8.5" stroke="#ea4335" />
      <path d="M5.94 8.5a7 7 0 0 0 0 7" stroke="#fbbc05" />
      <path d="M5.94 15.5a7 7 0 0 0 11.42 1" stroke="#34a853" />
      <path d="M17.36 16.5A7 7 0 0 0 19 12h-6.6" stroke="#4285f4" />
    </g>
  );
}

function Twitter() {
  return (
    <g fill="currentColor">
      <path d="M3.6 3.5h4.9l11.9 17h-4.9z" />
      <path d="M18.6 3.5h1.9l-6.4 7.3-1-1.4zM10.9 13.4l1 1.4-6.3 5.7H3.7z" />
    </g>
  );
}

function Slack() {
  return (
    <g>
      <rect x="7.2" y="2.5" width="3.3" height="11" rx="1.65" fill="#36c5f0" />
      <rect x="10.5" y="7.2" width="11" height="3.3" rx="1.65" fill="#2eb67d" />
      <rect x="13.5" y="10.5" width="3.3" height="11" rx="1.65" fill="#ecb22e" />
      <rect x="2.5" y="13.5" width="11" height="3.3" rx="1.65" fill="#e01e5a" />
    </g>
  );
}

function Facebook() {
  return (
    <g>
      <circle cx="12" cy="12" r="10" fill="#1877f2" />
      <path d="M13.6 22V11.6c0-1.7.9-2.6 2.5-2.6h1.3M10.2 13.4h6.2" fill="none" stroke="#fff" strokeWidth="2.5" />
    </g>
  );
}

function LinkedIn() {
  return (
    <g>
      <rect x="2" y="2" width="20" height="20" rx="3.5" fill="#0a66c2" />
      <circle cx="7.3" cy="7.4" r="1.6" fill="#fff" />
      <rect x="6" y="10" width="2.6" height="8" fill="#fff" />
      <path d="M11.8 18v-8m0 3.4c0-2.1 1.2-3.4 3-3.4s2.9 1.1 2.9 3.3V18" fill="none" stroke="#fff" strokeWidth="2.6" />
    </g>
  );
}

function WhatsApp() {
  return (
    <g>
      <circle cx="12.2" cy="11.6" r="9.4" fill="#25d366" />
      <path d="M2.6 21.6l1.7-5.2 3.6 3.5z" fill="#25d366" />
      <path
        d="M9.3 7.2c-.8.3-1.5 1.3-1.3 2.6.5 2.8 3.3 5.8 6.1 6.4 1.2.3 2.2-.3 2.6-1l.2-.6-2.1-1.2-1 .9c-1.2-.5-2.3-1.6-2.8-2.8l.9-1-1.1-2.2z"
        fill="#fff"
      />
    </g>
  );
}

const MARKS: Record<SocialNetwork, () => React.ReactElement> = {
  google: Google,
  twitter: Twitter,
  slack: Slack,
  facebook: Facebook,
  linkedin: LinkedIn,
  whatsapp: WhatsApp,
};

type SocialIconProps = Omit<React.ComponentProps<"svg">, "children"> &
  VariantProps<typeof socialIconVariants> & {
    network: SocialNetwork;
    /** Give a label when the mark stands alone; beside its name it stays decorative. */
    label?: string;
  };

export function SocialIcon({ network, size, label, className, ...props }: SocialIconProps) {
  const Mark = MARKS[network];
  return (
    <svg
      data-slot="social-icon"
      data-network={network}
      viewBox="0 0 24 24"
      className={cn(socialIconVariants({ size }), className)}
      {...(label ? { role: "img", "aria-label": label } : { "aria-hidden": true })}
      {...props}
    >
      <Mark />
    </svg>
  );
}
