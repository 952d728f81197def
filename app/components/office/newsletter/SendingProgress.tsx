import { useEffect } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { OfficeCard } from "~/components/office/OfficeCard";
import { buttonClasses } from "~/components/ui/ButtonLink";
import { howLong } from "~/lib/office-how-long";
import { useHydrated } from "~/lib/use-hydrated";
import type { IssueProgress } from "../../../../server/storage/newsletter.ts";

export type SendingProgressProps = {
  owner: boolean;
  subject: string;
  status: "sending" | "paused" | "sent";
  sentBy: string | null;
  startedAt: string | null;
  finishedAt: string | null;
  progress: IssueProgress;
  failures: { email: string; reason: string; nextTryAt: string | null }[];
  remainingMs: number;
  notice: string | null;
  refreshSeconds: number;
};

const notices: Record<string, string> = {
  sending: "Sending has begun. You can leave this page: the server goes on.",
  paused: "Paused. Nobody else gets the letter until you resume.",
  resumed: "Resumed.",
  notSending: "The letter is not being sent any more: there was nothing to pause.",
  notPaused: "The letter is not paused: there was nothing to resume.",
};

const headline = ({ status, progress, remainingMs }: SendingProgressProps) =>
  status === "sent"
    ? `Sent to ${progress.sent} of ${progress.recipients}.`
    : status === "paused"
      ? `Paused after ${progress.sent} of ${progress.recipients}.`
      : `Sending: ${progress.sent} of ${progress.recipients} sent, ${howLong(remainingMs)} left.`;

/** An issue once sent: how far it is, what went wrong, and (an owner) pause or resume. */
export function SendingProgress(props: SendingProgressProps) {
  const { owner, subject, status, sentBy, startedAt, finishedAt, progress, failures, notice, refreshSeconds } = props;
  const hydrated = useHydrated();
  const revalidator = useRevalidator();
  useEffect(() => {
    if (status !== "sending") return;
    const timer = setInterval(
      () => revalidator.state === "idle" && void revalidator.revalidate(),
      refreshSeconds * 1000,
    );
    return () => clearInterval(timer);
  }, [status, refreshSeconds, revalidator]);
  const counts = [
    { label: "Sent", value: progress.sent },
    { label: "Still to send", value: progress.waiting + progress.sending },
    { label: "Refused, being retried", value: progress.failed },
    { label: "Address refused for good (not tried again)", value: progress.refused },
    { label: "Interrupted (may have arrived, not sent twice)", value: progress.interrupted },
    { label: "Left before their turn (not sent)", value: progress.skipped },
    { label: "Unsubscribed since", value: progress.unsubscribedSince },
  ];
  return (
    <>
      <h1 className="text-3xl wrap-anywhere">{subject}</h1>
      <p className="mt-2 text-muted">
        Sent by {sentBy} · begun {startedAt}
        {finishedAt && ` · done ${finishedAt}`}
      </p>
      {/* Once every letter is out, the headline says all: what a press did on the way is past. */}
      {notice && notices[notice] && !(status === "sent" && ["sending", "paused", "resumed"].includes(notice)) && (
        <p role="status" className="mt-4 rounded-lg bg-stone p-4 font-semibold">
          {notices[notice]}
        </p>
      )}
      <OfficeCard title="Progress" className="mt-6">
        <p className="mt-2 text-lg font-semibold" aria-live="polite">
          {headline(props)}
        </p>
        <progress
          className="mt-3 h-3 w-full accent-forest"
          max={Math.max(1, progress.recipients)}
          value={progress.recipients - progress.waiting - progress.sending}
          aria-label="Share of the letters handled"
        />
        {status === "sending" &&
          (hydrated ? (
            <p className="mt-1 text-sm text-muted">The figures update every {refreshSeconds} seconds.</p>
          ) : (
            <p className="mt-1 text-sm">
              <Link to="." reloadDocument className="text-forest underline underline-offset-4">
                Update the figures
              </Link>
            </p>
          ))}
        <dl className="mt-4 grid grid-cols-[1fr_auto] gap-x-6 gap-y-2">
          {counts.map(({ label, value }) => (
            <div key={label} className="contents">
              <dt>{label}</dt>
              <dd className="text-end font-semibold tabular-nums">{value}</dd>
            </div>
          ))}
        </dl>
        {owner && (status === "sending" || status === "paused") && (
          <Form method="post" className="mt-6">
            <button
              type="submit"
              name="intent"
              value={status === "sending" ? "pause" : "resume"}
              className={buttonClasses("secondary")}
            >
              {status === "sending" ? "Pause sending" : "Resume sending"}
            </button>
          </Form>
        )}
      </OfficeCard>
      {failures.length > 0 && (
        <OfficeCard title="Refused by the mail server" className="mt-6">
          <p className="mt-2 text-sm text-muted">
            A refusal for now is tried again, waiting longer every time; an address the server does not know is not.
          </p>
          <ul className="mt-2 divide-y divide-line">
            {failures.map((failure) => (
              <li key={failure.email} className="py-2">
                <span className="block font-semibold wrap-anywhere">{failure.email}</span>
                <span className="block text-sm wrap-anywhere">{failure.reason}</span>
                <span className="block text-sm text-muted">
                  {failure.nextTryAt ? `Next try ${failure.nextTryAt}` : "Not tried again"}
                </span>
              </li>
            ))}
          </ul>
        </OfficeCard>
      )}
      <p className="mt-6">
        <a href="/office/newsletter" className="text-forest underline underline-offset-4">
          All letters and subscribers
        </a>
      </p>
    </>
  );
}
