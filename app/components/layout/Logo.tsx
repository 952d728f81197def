import { Link } from "react-router";
import { site } from "#common/site.ts";

export function Logo({ tone = "dark" }: { tone?: "dark" | "light" }) {
  return (
    <Link to="/" className="flex items-center gap-2.5">
      <svg viewBox="0 0 64 64" aria-hidden="true" className="size-9 shrink-0">
        <rect width="64" height="64" rx="12" fill={tone === "dark" ? "#2d4a3e" : "#faf8f4"} />
        <path
          d="M14 50V30L38 12l12 9v29z"
          fill="none"
          stroke={tone === "dark" ? "#faf8f4" : "#2d4a3e"}
          strokeWidth="4"
          strokeLinejoin="round"
        />
        <path d="M28 50V36h10v14" fill="none" stroke="#b08d57" strokeWidth="4" />
      </svg>
      <span className="leading-tight">
        <span className="block font-serif text-xl font-semibold tracking-tight">{site.shortName}</span>
        <span
          className={
            tone === "dark"
              ? "block text-xs tracking-[0.18em] text-muted uppercase"
              : "block text-xs tracking-[0.18em] text-stone uppercase"
          }
        >
          Design-Build
        </span>
      </span>
    </Link>
  );
}
