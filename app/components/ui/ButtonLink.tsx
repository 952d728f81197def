import { Link, type LinkProps } from "react-router";
import { cn } from "~/lib/cn";

const variants = {
  primary: "bg-forest text-paper hover:bg-forest-dark",
  secondary: "border border-forest text-forest hover:bg-forest hover:text-paper",
  light: "bg-paper text-ink hover:bg-stone",
  outlineLight: "border border-paper/80 text-paper hover:bg-paper hover:text-ink",
} as const;

export type ButtonVariant = keyof typeof variants;

export const buttonClasses = (variant: ButtonVariant = "primary", className?: string) =>
  cn(
    "inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-2.5 text-base font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60",
    variants[variant],
    className,
  );

/** A link styled as a button: navigation stays a real link, so it works without JavaScript. */
export function ButtonLink({ variant, className, ...props }: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={buttonClasses(variant, className)} {...props} />;
}
