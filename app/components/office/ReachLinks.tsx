import { telHref } from "#common/phone.ts";
import { cn } from "~/lib/cn";

const button =
  "inline-flex min-h-11 items-center justify-center rounded-full border border-forest px-4 font-semibold text-forest hover:bg-forest hover:text-paper";

/**
 * The ways to reach a lead, at the top of its page where a thumb finds them on a phone: call, text
 * (the phone's own apps), e-mail, the reply form below, and the visit's address on a map. Only what
 * is known is offered.
 */
export function ReachLinks({
  name,
  phone,
  email,
  location,
  className,
}: {
  name: string;
  phone: string;
  email: string;
  location: string;
  className?: string;
}) {
  const sms =
    phone &&
    telHref(phone)
      .replace(/^tel:/, "sms:")
      .replace(/;ext=\d+$/, "");
  return (
    <nav aria-label={`Reach ${name}`} className={cn("flex flex-wrap gap-2", className)}>
      {phone && (
        <a href={telHref(phone)} className={button}>
          Call
        </a>
      )}
      {sms && (
        <a href={sms} className={button}>
          Text
        </a>
      )}
      {email && (
        <a href={`mailto:${email}`} className={button}>
          E-mail
        </a>
      )}
      {email && (
        <a href="#reply" className={button}>
          Reply here
        </a>
      )}
      {location && (
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(location)}`}
          target="_blank"
          rel="noopener noreferrer"
          className={button}
        >
          Map<span className="sr-only"> of {location} (opens Google Maps)</span>
        </a>
      )}
    </nav>
  );
}
