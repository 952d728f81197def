import { useRef } from "react";
import { Form, Link } from "react-router";
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
  /** The F.S. 489.126 dates of the signed contracts whose deposit was above 10 % (the start's once the permit is issued). */
  deadlines: { id: number; number: string; applyBy: string; startBy: string | undefined }[];
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
export function LeadJob({ job, email, error }: { job: LeadJobView; email: string; error: string | undefined }) {
  const { review } = job;
  return (
    <OfficeCard title="The job">
      <p className="mt-3">
        Status: <strong data-testid="job-status">{jobStatusLabels[job.status]}</strong>
        {job.completedAt && ` · ${officeTime(job.completedAt)}`}
      </p>
      {job.deadlines.length > 0 && job.status !== "completed" && (
        <ul className="mt-3 space-y-1 text-sm" data-testid="job-deadlines">
          {job.deadlines.map((deadline) => (
            <li key={deadline.id}>
              <Link
                to={`${officeEstimatePath(deadline.id)}#payments`}
                className="text-forest underline underline-offset-4"
              >
                {deadline.number}
              </Link>{" "}
              (F.S. 489.126):{" "}
              <strong>
                {deadline.startBy
                  ? `work must start by ${deadline.startBy}`
                  : `permits must be applied for by ${deadline.applyBy}`}
              </strong>
              {!deadline.startBy && ", and work within 90 days of their issue"}.
            </li>
          ))}
        </ul>
      )}
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
            <CompleteButton email={email} />
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

/**
 * Completing cannot be undone and mails the client at once, so the button opens a question first,
 * naming who is mailed: a disclosure, which opens without JavaScript too. Its "Yes" is the lead
 * page's stable submit button (`intent=complete`). "Not yet" closes it; without JavaScript it is a
 * link to the page as it was.
 */
function CompleteButton({ email }: { email: string }) {
  const disclosure = useRef<HTMLDetailsElement>(null);
  const question = useRef<HTMLParagraphElement>(null);
  return (
    <details
      ref={disclosure}
      className="mt-3"
      onToggle={(event) => {
        if (event.currentTarget.open) question.current?.focus();
      }}
    >
      <summary
        className={`${buttonClasses("primary")} w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        Mark the job completed
      </summary>
      <div className="mt-3 rounded-lg border border-line p-4" data-testid="confirm-complete">
        <p ref={question} tabIndex={-1} className="font-semibold focus:outline-none">
          {email
            ? `Complete the job and e-mail ${email} the review request now? This cannot be undone.`
            : "Complete the job? This cannot be undone."}
        </p>
        <p className="mt-3 flex flex-wrap gap-3">
          <button type="submit" name="intent" value="complete" className={buttonClasses("primary")}>
            {email ? "Yes, complete it and send the request" : "Yes, complete it"}
          </button>
          <Link
            to="."
            preventScrollReset
            className={buttonClasses("secondary")}
            onClick={(event) => {
              event.preventDefault();
              disclosure.current!.open = false;
              disclosure.current!.querySelector("summary")!.focus();
            }}
          >
            Not yet
          </Link>
        </p>
      </div>
    </details>
  );
}
