// A won lead's job, as the office and the server both name it: its statuses in the order work goes,
// and the limits of the review a client writes at /reviews/<token> (a testimonial's own: the office
// publishes it as one). Plain TypeScript, shared by app/ and server/.

/** A job's statuses: signed (a won lead with no other set), the deposit received, work under way, done. */
export const jobStatuses = ["signed", "deposit", "in-progress", "completed"] as const;
export type JobStatus = (typeof jobStatuses)[number];

export const jobStatusLabels: Record<JobStatus, string> = {
  signed: "Signed",
  deposit: "Deposit received",
  "in-progress": "In progress",
  completed: "Completed",
};

export const isJobStatus = (value: unknown): value is JobStatus =>
  typeof value === "string" && (jobStatuses as readonly string[]).includes(value);

/** A review's words: as a testimonial's card shows them whole. */
export const REVIEW_TEXT_MIN = 40;
export const REVIEW_TEXT_MAX = 400;
export const REVIEW_NAME_MIN = 3;
export const REVIEW_NAME_MAX = 80;
