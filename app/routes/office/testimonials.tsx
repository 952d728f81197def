import type { Route } from "./+types/testimonials";
import { site } from "#common/site.ts";
import { OfficeCard } from "~/components/office/OfficeCard";
import { OrderedItemList } from "~/components/office/content/OrderedItemList";
import { TrashList } from "~/components/office/content/TrashList";
import { ButtonLink } from "~/components/ui/ButtonLink";
import { testimonialsAction, testimonialsPage } from "~/lib/office-testimonials.server";
import { keepPageWhenLost } from "~/lib/office-save";

// What clients said, as the office sees it: published and drafts, in the site's order (each can
// move up or down), each opening its form; a new one starts here and comes first on the site;
// deleted ones wait in the trash for 30 days.

export const loader = ({ request, context }: Route.LoaderArgs) => testimonialsPage(request, context);
export const action = ({ request, context }: Route.ActionArgs) => testimonialsAction(request, context);
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => keepPageWhenLost(serverAction);

export const meta: Route.MetaFunction = () => [{ title: `Testimonials | ${site.shortName} office` }];

export default function OfficeTestimonials({ loaderData }: Route.ComponentProps) {
  const { items, trash, notice, moved, trashDays } = loaderData;
  const notices: Record<string, string> = {
    trashed: `Moved to the trash: it is off the site, and can be restored here for ${trashDays} days.`,
  };
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl">Testimonials</h1>
        <ButtonLink to="/office/testimonials/new">Add a testimonial</ButtonLink>
      </div>
      <p className="mt-2 text-muted">
        What clients and the architects and designers you build with said, in their words and with their consent. The
        home page shows the first three published, in this order; a new one comes first.
      </p>
      {notice && notices[notice] && (
        <p role="status" className="mt-4 rounded-lg bg-stone p-4 font-semibold">
          {notices[notice]}
        </p>
      )}
      <OfficeCard title={`Testimonials (${items.length})`} className="mt-6">
        <OrderedItemList
          open="/office/testimonials"
          moved={moved}
          items={items.map((testimonial) => ({ ...testimonial, detail: testimonial.who }))}
        />
      </OfficeCard>
      <TrashList items={trash} days={trashDays} noun="testimonials" />
    </>
  );
}
