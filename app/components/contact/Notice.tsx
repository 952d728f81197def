import { CircleAlert, CircleCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import type { NoticeText } from "#common/enquiry.ts";
import { cn } from "~/lib/cn";

/** A form outcome: destructive notices are alerts, success is a status message. */
export function Notice({ notice: { title, description }, destructive }: { notice: NoticeText; destructive: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }, [title, description]);
  const Icon = destructive ? CircleAlert : CircleCheck;
  return (
    <div
      ref={ref}
      role={destructive ? "alert" : "status"}
      data-variant={destructive ? "destructive" : "default"}
      className={cn(
        "flex gap-3 rounded-xl border p-4",
        destructive ? "border-danger/40 bg-danger/5 text-danger" : "border-forest/30 bg-forest/5 text-forest",
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-ink">{description}</p>
      </div>
    </div>
  );
}
