import { useEffect, useRef, useState } from "react";
import { Form, Link, useLocation } from "react-router";
import { jobStatuses, jobStatusLabels, type JobStatus } from "#common/jobs.ts";
import { officeEstimatePath } from "#common/office.ts";
import { SelectField } from "~/components/contact/Field";
import { OfficeCard } from "~/components/office/OfficeCard";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { officeTime } from "~/lib/office-dates";

/** A won lead's job as its page shows it (server/jobs/jobs.ts's ofLead). */
export type LeadJobView = {
  status: JobStatus;
  completedAt: string | null;
  /** The signed contracts with a balance still owed. */
  owed: { id: number; number: string; balance: string }[];
  review:
    | {
        sentAt: string;
        openedAt: string | null;
        remindedAt: string | null;
        submittedAt: string | null;
        rating: number | null;
        testimonialId: number | null;
      }
    | undefined;
};

/** The lead page's notice after a job's form was saved; undefined for another form's. */
export const jobNotices = (saved: string, email: string) =>
  ({
    job: "Job status saved.",
    completed: `Job completed. The review request is on its way to ${email}.`,
    completedQuietly: "Job completed. No review request went: the client has no e-mail address.",
  })[saved];

const openStatuses = jobStatuses
  .filter((status) => status !== "completed")
  .map((value) => ({ value, label: jobStatusLabels[value] }));

/**
 * The job of a won lead: its status (signed, deposit received, in progress), and completing it,
 * which sends the client the one review request. Plain forms posted to the lead's page.
 */
export function LeadJob({
  job,
  email,
  error,
  asking,
}: {
  job: LeadJobView;
  email: string;
  error: string | undefined;
  /** Whether the page answers a first press of "Mark the job completed" made without JavaScript. */
  asking: boolean;
}) {
  const { review } = job;
  return (
    <OfficeCard title="The job">
      <p className="mt-3">
        Status: <strong data-testid="job-status">{jobStatusLabels[job.status]}</strong>
        {job.completedAt && ` · ${officeTime(job.completedAt)}`}
      </p>
      {error && (
        <p role="alert" className="mt-3 text-danger">
          {error}
        </p>
      )}
      {job.status !== "completed" ? (
        <>
          <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
            <SelectField name="jobStatus" label="Where the job is" options={openStatuses} defaultValue={job.status} />
            <button type="submit" name="intent" value="job" className={buttonClasses("secondary")}>
              Save status
            </button>
          </Form>
          <Form method="post" className="mt-6 border-t border-line pt-4">
            <p className="text-sm text-muted">
              {email
                ? `Completing the job e-mails ${email} one request for a review (your Google and Houzz pages, set in Business facts, and the site's own form), with one reminder a week later if they have not opened it.`
                : "This client has no e-mail address, so completing the job asks nobody for a review."}{" "}
              Every completed client is asked, whatever you expect them to say, and nothing may be offered for a review:
              no discount, gift or entry in a draw (the FTC&apos;s rule on consumer reviews).
            </p>
            {job.owed.length > 0 && (
              <p className="mt-3 text-sm" data-testid="still-owed">
                Still owed:{" "}
                {job.owed.map((contract, index) => (
                  <span key={contract.id}>
                    {index > 0 && ", "}
                    <Link
                      to={`${officeEstimatePath(contract.id)}#payments`}
                      className="text-forest underline underline-offset-4"
                    >
                      {contract.number}
                    </Link>{" "}
                    {contract.balance}
                  </span>
                ))}
                . Completing the job does not change it: request the final payment from the contract&rsquo;s page.
              </p>
            )}
            <CompleteButton email={email} asking={asking} />
          </Form>
        </>
      ) : review ? (
        <ul className="mt-3 space-y-1 text-sm" data-testid="review-request">
          <li>Review requested {officeTime(review.sentAt)}</li>
          <li>{review.openedAt ? `Link opened ${officeTime(review.openedAt)}` : "Link not opened yet"}</li>
          {review.remindedAt && <li>Reminded {officeTime(review.remindedAt)} (the only reminder)</li>}
          {review.submittedAt ? (
            <li>
              Review received {officeTime(review.submittedAt)}: {review.rating} of 5 stars
              {review.testimonialId !== null && (
                <>
                  {" · "}
                  <Link
                    to={`/office/testimonials/${review.testimonialId}`}
                    className="text-forest underline underline-offset-4"
                  >
                    the testimonial draft to publish
                  </Link>
                </>
              )}
            </li>
          ) : (
            !review.remindedAt && !review.openedAt && <li>One reminder goes a week after the request if unopened.</li>
          )}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-muted">No review was requested: the client has no e-mail address.</p>
      )}
    </OfficeCard>
  );
}

const CONFIRM_COMPLETE_ID = "confirm-complete";

/**
 * Completing cannot be undone and mails the client at once: the first press asks to confirm,
 * naming who is mailed. Where JavaScript runs the question opens in place; without it the press
 * posts `intent=confirmComplete`, which changes nothing and answers with the page asking
 * (`asking`). A client that posts `intent=complete` itself (the lead page's stable form) completes
 * in one step, as it always has.
 */
function CompleteButton({ email, asking }: { email: string; asking: boolean }) {
  // Undefined until first asked: the focus then goes to the question, and back to the button on "Not yet".
  const [confirming, setConfirming] = useState<boolean | undefined>(asking || undefined);
  const question = useRef<HTMLParagraphElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  useEffect(() => {
    if (confirming) question.current?.focus();
    else if (confirming === false) button.current?.focus();
  }, [confirming]);
  if (!confirming)
    return (
      <p className="mt-3">
        <button
          ref={button}
          type="submit"
          name="intent"
          value="confirmComplete"
          // Without JavaScript the page asking opens at the question.
          formAction={`${pathname}#${CONFIRM_COMPLETE_ID}`}
          className={buttonClasses("primary")}
          onClick={(event) => {
            event.preventDefault();
            setConfirming(true);
          }}
        >
          Mark the job completed
        </button>
      </p>
    );
  return (
    <div id={CONFIRM_COMPLETE_ID} className="mt-3 rounded-lg border border-line p-4" data-testid="confirm-complete">
      <p ref={question} tabIndex={-1} className="font-semibold focus:outline-none">
        {email
          ? `Complete the job and e-mail ${email} the review request now? This cannot be undone.`
          : "Complete the job? This cannot be undone."}
      </p>
      <p className="mt-3 flex flex-wrap gap-3">
        <button type="submit" name="intent" value="complete" className={buttonClasses("primary")}>
          {email ? "Yes, complete it and send the request" : "Yes, complete it"}
        </button>
        {/* Without JavaScript, the lead's page again as it was. */}
        <Link
          to="."
          preventScrollReset
          className={buttonClasses("secondary")}
          onClick={(event) => {
            event.preventDefault();
            setConfirming(false);
          }}
        >
          Not yet
        </Link>
      </p>
    </div>
  );
}
