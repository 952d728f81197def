import { ButtonLink } from "~/components/ui/ButtonLink";

/**
 * The calls to action of the home page's dark sections (the hero, the closing call to action):
 * Start Your Project (the contact form), and `next` beside it.
 */
export function StartProjectLinks({ next }: { next: { to: string; label: string } }) {
  return (
    <div className="mt-9 flex flex-wrap gap-4">
      <ButtonLink to="/contact" variant="light">
        Start Your Project
      </ButtonLink>
      <ButtonLink to={next.to} variant="outlineLight">
        {next.label}
      </ButtonLink>
    </div>
  );
}
