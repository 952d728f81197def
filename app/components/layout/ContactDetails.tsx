import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { addressText } from "#common/business-facts.ts";
import { useBusinessFacts } from "~/lib/business-facts";
import { cn } from "~/lib/cn";

/** Phone, e-mail and office address (and optionally hours), as links where that helps. */
export function ContactDetails({
  showHours = false,
  tone = "dark",
  className,
}: {
  showHours?: boolean;
  tone?: "dark" | "light";
  className?: string;
}) {
  const { phone, email, address } = useBusinessFacts();
  const iconClass = cn("mt-0.5 size-5 shrink-0", tone === "dark" ? "text-brass-dark" : "text-brass");
  const linkClass = "underline-offset-4 hover:underline";
  return (
    <ul className={cn("space-y-4", className)}>
      <li className="flex gap-3">
        <Phone aria-hidden="true" className={iconClass} />
        <span>
          <span className="sr-only">Phone: </span>
          <a href={phone.href} className={linkClass}>
            {phone.display}
          </a>
        </span>
      </li>
      <li className="flex gap-3">
        <Mail aria-hidden="true" className={iconClass} />
        <span>
          <span className="sr-only">E-mail: </span>
          <a href={`mailto:${email}`} className={cn(linkClass, "wrap-anywhere")}>
            {email}
          </a>
        </span>
      </li>
      <li className="flex gap-3">
        <MapPin aria-hidden="true" className={iconClass} />
        <address className="whitespace-pre-line not-italic">
          <span className="sr-only">Office: </span>
          {addressText(address, "two")}
        </address>
      </li>
      {showHours && (
        <li className="flex gap-3">
          <Clock aria-hidden="true" className={iconClass} />
          <BusinessHours />
        </li>
      )}
    </ul>
  );
}

export function BusinessHours({ className }: { className?: string }) {
  const { hours } = useBusinessFacts();
  return (
    <dl className={cn("grid grid-cols-[auto_1fr] gap-x-4 gap-y-1", className)}>
      {hours.map((row) => (
        <div key={row.days} className="contents">
          <dt className="font-medium">{row.days}</dt>
          <dd>{row.time}</dd>
        </div>
      ))}
    </dl>
  );
}
