import {
  BadgeCheck,
  Gem,
  Hammer,
  Handshake,
  Heart,
  KeyRound,
  MessagesSquare,
  PencilRuler,
  ShieldCheck,
  type LucideIcon,
} from "lucide-react";
import type { IconName } from "~/content/schema";

// Content names icons; only these are bundled.
const icons: Record<IconName, LucideIcon> = {
  "messages-square": MessagesSquare,
  "pencil-ruler": PencilRuler,
  hammer: Hammer,
  "badge-check": BadgeCheck,
  "key-round": KeyRound,
  gem: Gem,
  handshake: Handshake,
  "shield-check": ShieldCheck,
  heart: Heart,
};

export function Icon({ name, className }: { name: IconName; className?: string }) {
  const Component = icons[name];
  return <Component aria-hidden="true" className={className} />;
}
