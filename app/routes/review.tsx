import { Form } from "react-router";
import type { Route } from "./+types/review";
import { REVIEW_NAME_MAX, REVIEW_TEXT_MAX, REVIEW_TEXT_MIN } from "#common/jobs.ts";
import { site } from "#common/site.ts";
import { keptFields, TextAreaField, TextField } from "~/components/contact/Field";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { LinkDoesNotOpen } from "~/components/ui/LinkDoesNotOpen";
import { FormErrors } from "~/components/ui/FormErrors";
import { PageIntro } from "~/components/ui/Section";
import { ReachUs } from "~/components/ui/ReachUs";
import { reviewAction, reviewPage } from "~/lib/review-page.server";

// The client's review of their completed project, behind the link in the one review request: the
// stars, their words, the name to show, and their consent to show it on the site. A plain form, no
// script; the server sends it uncached and unindexed, and keeps the review once, as a testimonial
// draft the owner publishes.

export const loader = ({ request, params, context }: Route.LoaderArgs) => reviewPage(params.token, request, context);
export const action = ({ request, params, context }: Route.ActionArgs) => reviewAction(params.token, request, context);

export const meta: Route.MetaFunction = () => [
  { title: `Your review | ${site.name}` },
  { name: "robots", content: "noindex, nofollow" },
];

const stars = [5, 4, 3, 2, 1] as const;
const starWords: Record<number, string> = { 5: "Excellent", 4: "Good", 3: "Fair", 2: "Poor", 1: "Bad" };

export default function Review({ loaderData, actionData }: Route.ComponentProps) {
  if (!loaderData.found) return <LinkDoesNotOpen eyebrow="Your review" title="This link does not open a review form" />;
  const errors: Record<string, string> = actionData?.errors ?? {};
  const typed: Partial<Record<"rating" | "text" | "displayName" | "consent", string>> = actionData?.typed ?? {};
  const done = loaderData.submitted;
  const kept = keptFields(typed, errors);
  return (
    <>
      <PageIntro eyebrow="Your review" title={done ? "Thank you for your review" : "How did your project go?"} />
      <div className="mx-auto max-w-3xl space-y-6 px-5 py-10 md:px-8">
        {actionData?.message && (
          <p role="alert" className="rounded-lg border border-danger p-4">
            {actionData.message}
          </p>
        )}
        <FormErrors errors={errors} title="Your review was not sent yet: please see below." />
        {done ? (
          <p role="status" className="rounded-lg bg-stone p-4 text-lg">
            {loaderData.thanks ? "Thank you: your review reached us. " : "We already have your review from this link. "}
            We read every one, and show it on our site as you agreed. Anything more to tell us? Please <ReachUs />.
          </p>
        ) : (
          <Form method="post" className="space-y-6 rounded-2xl border border-line bg-paper p-5 md:p-8">
            <p>
              Good or bad, tell us how it went: we ask every client, and we offer nothing in return. Your review comes
              to us first, and we show it on our website with the name you give below. To tell us something just between
              us, <ReachUs /> instead. Every field is needed.
            </p>
            <fieldset aria-describedby={errors.rating ? "rating-error" : undefined}>
              <legend className="font-semibold">Your rating</legend>
              <div className="mt-2 grid gap-x-5 sm:flex sm:flex-wrap">
                {stars.map((star) => (
                  <label key={star} className="inline-flex min-h-11 items-center gap-2">
                    <input
                      type="radio"
                      name="rating"
                      value={star}
                      required
                      defaultChecked={typed.rating === String(star)}
                      className="size-6"
                    />
                    <span>
                      <span aria-hidden="true" className="text-brass">
                        {"★".repeat(star)}
                      </span>{" "}
                      {star} – {starWords[star]}
                    </span>
                  </label>
                ))}
              </div>
              {errors.rating && (
                <p id="rating-error" className="mt-1 text-danger">
                  {errors.rating}
                </p>
              )}
            </fieldset>
            <TextAreaField
              {...kept("text")}
              label="Your review"
              required
              minLength={REVIEW_TEXT_MIN}
              maxLength={REVIEW_TEXT_MAX}
              hint={`A sentence or two, ${REVIEW_TEXT_MIN} to ${REVIEW_TEXT_MAX} characters: what we did, and how it went.`}
            />
            <TextField
              {...kept("displayName")}
              label="The name to show with it"
              required
              maxLength={REVIEW_NAME_MAX}
              autoComplete="name"
              hint="Like “Maria G.” or “The Nguyen family”."
            />
            <div>
              <label className="flex items-start gap-3">
                <input
                  type="checkbox"
                  name="consent"
                  value="yes"
                  required
                  defaultChecked={Boolean(typed.consent)}
                  aria-describedby={errors.consent ? "consent-error" : undefined}
                  className="mt-0.5 size-6 shrink-0"
                />
                <span>
                  {site.name} may show my review, my rating and the name above on its website and in its marketing.
                </span>
              </label>
              {errors.consent && (
                <p id="consent-error" className="mt-1 text-danger">
                  {errors.consent}
                </p>
              )}
            </div>
            <button type="submit" className={buttonClasses("primary")}>
              Send my review
            </button>
          </Form>
        )}
      </div>
    </>
  );
}
