// The server half of the office's newsletter pages: the subscribers and the issues
// (/office/newsletter), composing an issue (/office/newsletter/new and /office/newsletter/<id>
// while it is a draft), the owner's confirmation before sending (/office/newsletter/<id>/send), an
// issue's progress once sent, and the letter's preview. Staff draft; only an owner sends, pauses
// or resumes. Every form is a plain post answered with a redirect (post, redirect, get) or,
// refused, with its messages and what was typed.
import { data, redirect } from "react-router";
import { mailPicture, projectImages } from "~/content/project-images.server";
import { postSummary } from "~/content/posts.server";
import type { Image } from "~/content/schema";
import { CARDS_MAX, issueFields } from "../../server/newsletter/letters.ts";
import type { IssueCard, IssueContent } from "../../server/storage/newsletter.ts";
import type { OfficeUser } from "../../server/storage/office.ts";
import { servicesContext, siteUrlContext } from "~/context";
import { formFields, officeService, officeUser, refusedForm, type Context } from "./office.server";
import { csvDownload } from "./office-csv.server";
import { officeTime } from "./office-dates";

const SUBSCRIBERS_SHOWN = 200;
const PICKABLE_PROJECTS = 8;
const PICKABLE_POSTS = 6;

const letters = (context: Context) => context.get(servicesContext).letters;

const when = (iso: string | null) => iso && officeTime(iso);

/** What can be picked for a letter: the newest projects and posts, as the letter will show them, each with the office's picture. */
export async function pickable(context: Context): Promise<{ key: string; card: IssueCard; image: Image }[]> {
  const published = await context.get(servicesContext).portfolio.published();
  const siteUrl = context.get(siteUrlContext);
  const projects = published
    .sort((a, b) => b.year - a.year || b.id - a.id)
    .slice(0, PICKABLE_PROJECTS)
    .map((project) => ({ project, image: projectImages(project)[0]! }))
    .map(({ project, image }) => ({
      key: `project:${project.slug}`,
      image,
      card: {
        kind: "project" as const,
        label: `${project.category} · ${project.location}`,
        title: project.title,
        summary: project.description,
        url: new URL(`/portfolio/${project.slug}`, siteUrl).href,
        imageUrl: mailPicture(siteUrl, image),
        imageAlt: image.alt,
        ...(image.rendering && { rendering: true }),
      },
    }));
  const posts = (await context.get(servicesContext).blog.published()).slice(0, PICKABLE_POSTS).map(postSummary);
  // Published posts all have their cover.
  const articles = posts.flatMap(({ image, ...post }) =>
    image
      ? [
          {
            key: `post:${post.slug}`,
            image,
            card: {
              kind: "post" as const,
              label: post.category,
              title: post.title,
              summary: post.excerpt,
              url: new URL(`/blog/${post.slug}`, siteUrl).href,
              imageUrl: mailPicture(siteUrl, image),
              imageAlt: image.alt,
            },
          },
        ]
      : [],
  );
  return [...projects, ...articles];
}

/** The picked cards' keys, to tick them again in the form. */
const keysOf = (cards: IssueCard[], options: { key: string; card: IssueCard }[]) => {
  const byUrl = new Map(options.map(({ key, card }) => [card.url, key]));
  return cards.flatMap((card) => byUrl.get(card.url) ?? []);
};

/** The form's issue, or the messages that say what to change. */
function readIssue(
  form: FormData,
  options: { key: string; card: IssueCard }[],
): { ok: true; content: IssueContent } | { ok: false; fieldErrors: Record<string, string> } {
  const parsed = issueFields.safeParse({ subject: form.get("subject") ?? "", intro: form.get("intro") ?? "" });
  const picked = new Set(form.getAll("pick").filter((key): key is string => typeof key === "string"));
  const cards = options.filter(({ key }) => picked.has(key)).map(({ card }) => card);
  const fieldErrors: Record<string, string> = {};
  if (!parsed.success) for (const issue of parsed.error.issues) fieldErrors[String(issue.path[0])] ??= issue.message;
  if (picked.size > CARDS_MAX)
    fieldErrors.pick = `Pick at most ${CARDS_MAX}: a letter is read on a phone, in a minute or two.`;
  else if (cards.length < picked.size) fieldErrors.pick = "One of the picks is no longer on the site: pick again.";
  if (!parsed.success || Object.keys(fieldErrors).length > 0) return { ok: false, fieldErrors };
  return { ok: true, content: { ...parsed.data, cards } };
}

const issueIdOf = (params: { id?: string }) => {
  const id = Number(params.id);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

const notFound = () => {
  throw data("No such issue: it may have been a link to another office's letter.", 404);
};

const addedText = {
  added: "is subscribed, and was sent the welcome with its unsubscribe link",
  "already-confirmed": "was already subscribed: nothing changed",
  left: "unsubscribed earlier, so is not put back by hand: they can subscribe again themselves, on the blog",
} as const;

/**
 * Someone who asked for the newsletter in person or by phone, added by the person signed in: the
 * address and how they asked (the newsletter service's `addByHand` holds the rule). Refused, the
 * form keeps what was typed.
 */
export async function addSubscriberAction(request: Request, context: Context) {
  const user = officeUser(context);
  const fields = (await formFields(request)) ?? {};
  const added = await context
    .get(servicesContext)
    .newsletter.addByHand({ email: fields.email ?? "", consent: fields.consent ?? "" }, user.email);
  if (added.ok)
    // Back at the card, where what happened is said.
    throw redirect(
      `/office/newsletter?added=${added.outcome}&who=${encodeURIComponent(fields.email!.trim())}#add-someone`,
      303,
    );
  if ("reason" in added)
    return refusedForm("add", { form: "The address could not be stored just now. Try again in a minute." }, fields);
  return refusedForm("add", added.fieldErrors, fields);
}

/** What the page says after an address was added by hand (`?added=…&who=…`), or nothing. */
export function addedNotice(query: URLSearchParams) {
  const outcome = query.get("added");
  const who = query.get("who");
  return outcome && who && outcome in addedText ? `${who} ${addedText[outcome as keyof typeof addedText]}.` : undefined;
}

/** Every subscriber in any state, for a spreadsheet. */
export const subscribersCsv = async (context: Context) =>
  csvDownload("subscribers", await context.get(servicesContext).newsletter.subscribersCsv());

/** The owners' addresses, for a page that tells staff whom to ask. */
const ownersOf = async (context: Context) =>
  (await officeService(context).listUsers()).filter((person) => person.role === "owner").map((owner) => owner.email);

export async function newsletterPage(request: Request, context: Context) {
  const query = new URL(request.url).searchParams.get("status");
  const status = query === "pending" || query === "confirmed" || query === "unsubscribed" ? query : undefined;
  const [issues, subscribers, people] = await Promise.all([
    letters(context).list(),
    letters(context).subscribers(status, SUBSCRIBERS_SHOWN),
    officeService(context).names(),
  ]);
  const counts = { confirmed: 0, pending: 0, unsubscribed: 0, ...subscribers.counts };
  return {
    status,
    added: addedNotice(new URL(request.url).searchParams),
    shown: SUBSCRIBERS_SHOWN,
    counts,
    total: status ? counts[status] : counts.confirmed + counts.pending + counts.unsubscribed,
    subscribers: subscribers.rows.map((row) => ({
      email: row.email,
      status: row.status,
      since: when(row.unsubscribedAt ?? row.confirmedAt ?? row.createdAt)!,
      // Someone added in the office: by whom (by name, where they have one) and how they agreed,
      // the record of their consent.
      addedBy: row.addedBy && people.who(row.addedBy),
      consent: row.consent,
    })),
    issues: issues.map((issue) => ({
      id: issue.id,
      subject: issue.subject,
      status: issue.status,
      recipients: issue.recipients,
      sent: issue.sent,
      when: when(issue.sendStartedAt ?? issue.updatedAt)!,
    })),
  };
}

/** A draft's form (new, or saved), or the progress of an issue being sent or sent. */
export async function issuePage(request: Request, context: Context, params: { id?: string }) {
  const user = officeUser(context);
  const query = new URL(request.url).searchParams;
  const options = await pickable(context);
  const owner = user.role === "owner";
  if (params.id === undefined)
    return {
      kind: "draft" as const,
      id: undefined,
      owner,
      options,
      subject: "",
      intro: "",
      picked: [],
      notice: null,
      version: undefined,
    };
  const id = issueIdOf(params) ?? notFound();
  const status = (await letters(context).status(id)) ?? notFound();
  const { issue } = status;
  if (issue.status === "draft")
    return {
      kind: "draft" as const,
      id,
      owner,
      options,
      subject: issue.subject,
      intro: issue.intro,
      picked: keysOf(issue.cards, options),
      version: issue.updatedAt,
      notice: query.get("saved") ?? query.get("tested") ?? null,
      testedTo: query.has("tested") ? user.email : undefined,
    };
  return {
    kind: "sending" as const,
    id,
    owner,
    subject: issue.subject,
    status: issue.status,
    sentBy: issue.sentBy && (await officeService(context).names()).who(issue.sentBy),
    startedAt: when(issue.sendStartedAt),
    finishedAt: when(issue.finishedAt),
    progress: status.progress,
    failures: status.failures.map((failure) => ({ ...failure, nextTryAt: when(failure.nextTryAt) })),
    remainingMs: status.remainingMs,
    notice: query.get("saved"),
  };
}

async function saveDraft(user: OfficeUser, context: Context, content: IssueContent, id: number | undefined) {
  const saved = await letters(context).save(user, content, id);
  // Sent meanwhile (by an owner, in another tab): its page now shows the sending.
  if (saved === undefined) throw redirect(`/office/newsletter/${id}`, 303);
  return saved;
}

export async function issueAction(request: Request, context: Context, params: { id?: string }) {
  const user = officeUser(context);
  const id = params.id === undefined ? undefined : (issueIdOf(params) ?? notFound());
  const form = await request.formData().catch(() => new FormData());
  const intent = form.has("send") ? "send" : String(form.get("intent") ?? "save");
  if (id !== undefined && (intent === "pause" || intent === "resume")) {
    if (user.role !== "owner")
      return data({ intent, fieldErrors: { form: "Only an owner can pause or resume a sending." }, values: {} }, 403);
    const changed = await letters(context).setPaused(user, id, intent === "pause");
    const letter = changed ? undefined : ((await letters(context).status(id)) ?? notFound());
    if (letter?.issue.status === "draft")
      return data({ intent, fieldErrors: { form: "This letter is a draft: it is not being sent." }, values: {} }, 400);
    // Pressed as the last letter went out (or twice): say what is, not what was asked.
    const said = changed
      ? intent === "pause"
        ? "paused"
        : "resumed"
      : intent === "pause"
        ? "notSending"
        : "notPaused";
    throw redirect(`/office/newsletter/${id}?saved=${said}`, 303);
  }
  const read = readIssue(form, await pickable(context));
  const values = { subject: String(form.get("subject") ?? ""), intro: String(form.get("intro") ?? "") };
  if (!read.ok) return refusedForm(intent, read.fieldErrors, { ...values, picked: form.getAll("pick").join(" ") });
  const saved = await saveDraft(user, context, read.content, id);
  if (intent === "send") throw redirect(`/office/newsletter/${saved}/send`, 303);
  if (intent === "test") {
    const tested = await letters(context).sendTest(user, read.content);
    // The draft is saved (so the answer is no failure of the form); the mail server's refusal is shown.
    if (!tested.ok)
      return {
        intent,
        fieldErrors: { form: `The test could not be sent: ${tested.error}. The draft is saved; try again shortly.` },
        values: { ...values, picked: form.getAll("pick").join(" ") },
      };
    throw redirect(`/office/newsletter/${saved}?tested=sent`, 303);
  }
  // A preview asked for is shown where it is, far down a phone's page.
  if (intent === "preview") throw redirect(`/office/newsletter/${saved}?saved=preview#preview`, 303);
  throw redirect(`/office/newsletter/${saved}?saved=draft`, 303);
}

/** The question before sending: to how many, and how long it takes at the pace; staff are told to ask an owner. */
export async function sendPage(context: Context, params: { id?: string }) {
  const user = officeUser(context);
  const id = issueIdOf(params) ?? notFound();
  const status = (await letters(context).status(id)) ?? notFound();
  if (status.issue.status !== "draft") throw redirect(`/office/newsletter/${id}`, 303);
  const { counts } = await letters(context).subscribers("confirmed", 0);
  const recipients = counts.confirmed ?? 0;
  const { pace } = letters(context);
  const page = {
    id,
    subject: status.issue.subject,
    recipients,
    durationMs: recipients * pace,
    paceSeconds: Math.round(pace / 100) / 10,
    owners: await ownersOf(context),
  };
  return user.role === "owner" ? { ...page, owner: true as const } : data({ ...page, owner: false as const }, 403);
}

export async function sendAction(request: Request, context: Context, params: { id?: string }) {
  const user = officeUser(context);
  const id = issueIdOf(params) ?? notFound();
  const fields = (await formFields(request)) ?? {};
  if (!("confirm" in fields) && !("send" in fields)) throw redirect(`/office/newsletter/${id}/send`, 303);
  const outcome = await letters(context).send(user, id);
  // The first letter goes at the sender's next look, a quarter of a pace from now.
  if (outcome.ok) throw redirect(`/office/newsletter/${id}?saved=sending`, 303);
  if (outcome.reason === "notOwner")
    return data({ error: "Only an owner can send a letter. Your draft is saved: ask an owner to send it." }, 403);
  throw redirect(`/office/newsletter/${id}`, 303);
}

/** The letter as a subscriber gets it, for the compose page's frames (HTML) and its plain-text view. */
export async function previewResponse(request: Request, context: Context, params: { id?: string }) {
  const user = officeUser(context);
  const id = issueIdOf(params) ?? notFound();
  const status = (await letters(context).status(id)) ?? notFound();
  const letter = await letters(context).preview(status.issue, user.email);
  if (new URL(request.url).searchParams.get("format") === "text")
    return new Response(letter.text, { headers: { "Content-Type": "text/plain; charset=utf-8" } });
  // The letter's pictures are at the public site's address; here they come from this server.
  const html = letter.html.replaceAll(`src="${context.get(siteUrlContext)}/`, 'src="/');
  return new Response(html, { headers: { "Content-Type": "text/html; charset=utf-8" } });
}
