// How long something takes, as the office says it: "about 40 seconds", "about 3 minutes".

/** `ms` as a rounded, spoken duration: seconds under a minute, minutes under 90, then hours. */
export function howLong(ms: number) {
  const seconds = Math.max(1, Math.round(ms / 1000));
  if (seconds < 60) return seconds <= 5 ? "a few seconds" : `about ${seconds} seconds`;
  const minutes = Math.round(seconds / 60);
  if (minutes < 90) return minutes === 1 ? "about a minute" : `about ${minutes} minutes`;
  return `about ${Math.round(minutes / 60)} hours`;
}
