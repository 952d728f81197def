import { cn } from "~/lib/cn";

/** A page section: consistent width, spacing and an optional eyebrow + heading + intro. */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = "paper",
  className,
  children,
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: string;
  tone?: "paper" | "stone" | "forest";
  className?: string;
  children: React.ReactNode;
}) {
  const headingId = id ? `${id}-heading` : undefined;
  return (
    <section
      id={id}
      aria-labelledby={title ? headingId : undefined}
      className={cn(
        "py-16 [contain-intrinsic-size:auto_900px] [content-visibility:auto] md:py-24",
        tone === "stone" && "bg-stone",
        tone === "forest" && "bg-forest text-paper",
        className,
      )}
    >
      <div className="mx-auto max-w-7xl px-5 md:px-8">
        {title && (
          <header className="mb-10 max-w-3xl md:mb-14">
            {eyebrow && (
              <p
                className={cn(
                  "mb-3 text-sm font-semibold tracking-[0.2em] uppercase",
                  tone === "forest" ? "text-stone" : "text-brass-dark",
                )}
              >
                {eyebrow}
              </p>
            )}
            <h2 id={headingId} className="text-title">
              {title}
            </h2>
            {intro && <p className={cn("mt-4 text-lg", tone === "forest" ? "text-stone" : "text-muted")}>{intro}</p>}
          </header>
        )}
        {children}
      </div>
    </section>
  );
}

/** The top of an inner page: its one h1 and an introduction. */
export function PageIntro({ eyebrow, title, intro }: { eyebrow?: string; title: string; intro?: string }) {
  return (
    <div className="border-b border-line bg-stone">
      <div className="mx-auto max-w-7xl px-5 py-14 md:px-8 md:py-20">
        {eyebrow && <p className="mb-3 text-sm font-semibold tracking-[0.2em] text-brass-dark uppercase">{eyebrow}</p>}
        <h1 className="max-w-4xl text-display">{title}</h1>
        {intro && <p className="mt-5 max-w-2xl text-lg text-muted md:text-xl">{intro}</p>}
      </div>
    </div>
  );
}
