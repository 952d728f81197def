// The e-mails' bodies as React components (react-email), rendered to HTML and a plain-text part.
//
// Written with createElement rather than JSX on purpose: the server runs server/*.ts directly with
// Node's type stripping, which does not compile JSX, and these templates are used by the enquiry
// and booking services outside the Vite bundle (and by `npm run mail:preview`, and the tests).
// Plain .ts keeps them runnable everywhere with no build step; `h` reads close enough to JSX.
//
// Mail clients ignore <style> in many cases, so every style is inline; the one <style> block only
// adds the dark-mode colours for clients that honour prefers-color-scheme (Apple Mail, Outlook.com).
import { Body, Container, Head, Heading, Hr, Html, Img, Link, Preview, Section, Text } from "@react-email/components";
import { render, toPlainText } from "@react-email/render";
import { createElement as h, Fragment, type CSSProperties, type ReactElement, type ReactNode } from "react";
import { describeDate } from "../../common/availability.ts";
import { palette } from "../../common/palette.ts";
import { telHref } from "../../common/phone.ts";
import { addressText } from "../../common/business-facts.ts";
import { site } from "../../common/site.ts";
import { siteLink, siteUrl } from "./site-url.ts";
import { businessFacts } from "./facts.ts";
import { letterElements } from "./letter-markdown.ts";

/** The site's colours (common/palette.ts, the same as app/theme.css's @theme). */
export const colours = palette;

export type MailField = { label: string; value: string };

const font = "-apple-system, 'Segoe UI', Helvetica, Arial, sans-serif";
const text: CSSProperties = { fontSize: "16px", lineHeight: "24px", margin: "0 0 16px", color: colours.ink };
const small: CSSProperties = { ...text, fontSize: "14px", lineHeight: "20px", color: colours.muted };
const button: CSSProperties = {
  display: "inline-block",
  padding: "12px 20px",
  margin: "0 8px 8px 0",
  borderRadius: "6px",
  backgroundColor: colours.forest,
  color: colours.paper,
  fontWeight: 600,
  textDecoration: "none",
};

const linkStyle: CSSProperties = { color: colours.forest, fontWeight: 600 };

const darkMode = `
@media (prefers-color-scheme: dark) {
  .mail-body, .mail-card { background-color: ${colours.ink} !important; }
  .mail-card p, .mail-card h1, .mail-card td, .mail-card th { color: ${colours.paper} !important; }
  .mail-card a:not(.mail-button) { color: ${colours.brass} !important; }
}`;

/** The frame every mail shares: the site's name on a forest band, the body on paper, the business's contact details. */
function Layout({ preview, children }: { preview: string; children?: ReactNode }) {
  return h(
    Html,
    { lang: "en" },
    h(
      Head,
      null,
      h("meta", { name: "color-scheme", content: "light dark" }),
      h("meta", { name: "supported-color-schemes", content: "light dark" }),
      h("style", null, darkMode),
    ),
    h(Preview, null, preview),
    h(
      Body,
      {
        className: "mail-body",
        style: { margin: 0, padding: "24px 0", backgroundColor: colours.paper, fontFamily: font },
      },
      h(
        Container,
        {
          className: "mail-card",
          style: {
            width: "100%",
            maxWidth: "600px",
            backgroundColor: "#ffffff",
            borderTop: `6px solid ${colours.brass}`,
          },
        },
        h(
          Section,
          { style: { backgroundColor: colours.forest, padding: "16px 24px" } },
          h(
            Text,
            { style: { margin: 0, fontSize: "18px", fontWeight: 700, color: colours.paper, letterSpacing: "0.02em" } },
            site.name,
          ),
        ),
        h(Section, { style: { padding: "24px" } }, children),
        h(Hr, { style: { borderColor: colours.line, margin: 0 } }),
        h(
          Section,
          { style: { padding: "16px 24px" } },
          h(
            Text,
            { style: { ...small, margin: 0 } },
            `${site.name} · ${addressText(businessFacts().address, "one")} · ${businessFacts().phone.display}`,
          ),
        ),
      ),
    ),
  );
}

/** What a row shows for a field the visitor left empty (an optional one), in both parts of the mail. */
export const NOT_GIVEN = "Not given";

/** Label-value rows; values keep their line breaks. Visitor text is escaped by React. */
function FieldTable({ fields }: { fields: MailField[] }) {
  const cell: CSSProperties = {
    padding: "6px 0",
    fontSize: "15px",
    lineHeight: "22px",
    verticalAlign: "top",
    color: colours.ink,
  };
  return h(
    "table",
    {
      role: "presentation",
      width: "100%",
      cellPadding: 0,
      cellSpacing: 0,
      style: { margin: "0 0 16px", borderCollapse: "collapse" },
    },
    h(
      "tbody",
      null,
      fields.map(({ label, value }) =>
        h(
          "tr",
          { key: label },
          h("th", { align: "left", style: { ...cell, width: "140px", paddingRight: "12px", fontWeight: 600 } }, label),
          // <br> rather than white-space: pre-wrap, so the plain-text part keeps the lines too.
          h(
            "td",
            { style: cell },
            (value || NOT_GIVEN)
              .split("\n")
              .flatMap((line, index) => (index === 0 ? [line] : [h("br", { key: index }), line])),
          ),
        ),
      ),
    ),
  );
}

export type OwnerNotificationProps = {
  heading: string;
  name: string;
  email: string;
  phone: string;
  fields: MailField[];
  /** The first line, when not "<heading> from the website" (a booking's change: "Consultation moved: Sam Lee"). */
  title?: string;
  /** The lead's page in the office, where its stage and notes are kept. */
  leadUrl?: string;
  /**
   * The lead has its first answer already (a consultation the office booked, moved or cancelled
   * answers it): its link asks nobody to mark it answered.
   */
  answered?: boolean;
};

/** To the owner: the visitor's whole enquiry (or a change to their booking), with one-tap Reply and Call. */
export function OwnerNotification({
  heading,
  name,
  email,
  phone,
  fields,
  title,
  leadUrl,
  answered = false,
}: OwnerNotificationProps) {
  return h(
    Layout,
    { preview: title ?? `${heading} from ${name}` },
    h(
      Heading,
      { as: "h1", style: { ...text, fontSize: "22px", lineHeight: "28px" } },
      title ?? `${heading} from the website`,
    ),
    h(
      Section,
      { style: { margin: "0 0 16px" } },
      h(Link, { href: `mailto:${email}`, className: "mail-button", style: button }, `Reply to ${name}`),
      " ",
      phone ? h(Link, { href: telHref(phone), className: "mail-button", style: button }, `Call ${phone}`) : null,
    ),
    h(FieldTable, { fields }),
    leadUrl
      ? h(
          Text,
          { style: text },
          h(Link, { href: leadUrl }, "Open the lead in the office"),
          answered
            ? " to note what was said and see its history."
            : " to mark it answered, note what was said, and see how long it waited.",
        )
      : null,
    h(Text, { style: small }, `Replying to this e-mail answers ${name} directly.`),
  );
}

export type AcknowledgementProps = {
  /** The visitor's first name when it is plainly a name; otherwise the greeting has none. */
  greetingName: string | undefined;
  /** "enquiry", "consultation request", "consultation booking" */
  what: string;
  /** What we received, only values the site itself offered (never what the visitor typed freely). */
  received: MailField[];
  /** A booked consultation has its time already; an enquiry waits for our reply. */
  booked: boolean;
  /** A booking's own page, where the visitor can see, move or cancel it (the token is ours, not their text). */
  manageUrl?: string;
};

const subheading: CSSProperties = { ...text, fontSize: "18px", margin: "8px 0 8px" };

/** The first line of a mail to a visitor, with their name only when it is plainly one. */
const Greeting = ({ words, greetingName }: { words: string; greetingName: string | undefined }) =>
  h(
    Heading,
    { as: "h1", style: { ...text, fontSize: "22px", lineHeight: "28px" } },
    greetingName ? `${words}, ${greetingName}` : words,
  );

/** The site as the small print names it: its address, "https://" left off. */
const siteHost = () => siteUrl().replace(/^https:\/\//, "");
/** The small print of the mails about a booking: why this automatic mail came. */
const aboutTheBooking = () =>
  `This is an automatic message from ${siteHost()} about the consultation booked with this address.`;

/**
 * How to reach the business now, and (`note`) why this automatic mail came: the end of every mail
 * to a visitor. "Need us sooner?" while they wait for our answer; a mail about their project
 * (an estimate, a contract, a payment, a review) asks `heading` ("Questions?").
 */
function ReachUs({ note, heading = "Need us sooner?" }: { note: string; heading?: string }) {
  return h(
    Fragment,
    null,
    h(Heading, { as: "h2", style: subheading }, heading),
    h(
      Text,
      { style: text },
      "Call ",
      h(Link, { href: businessFacts().phone.href, style: linkStyle }, businessFacts().phone.display),
      " or write to ",
      h(Link, { href: `mailto:${businessFacts().email}`, style: linkStyle }, businessFacts().email),
      ". You can also simply reply to this e-mail.",
    ),
    h(Text, { style: small }, note),
  );
}

/** To the visitor: what we received, what happens next and when, how to reach us now. */
export function Acknowledgement({ greetingName, what, received, booked, manageUrl }: AcknowledgementProps) {
  return h(
    Layout,
    { preview: `We received your ${what} and will be in touch soon.` },
    h(Greeting, { words: "Thank you", greetingName }),
    // With no optional detail chosen (a contact form with only name, e-mail and message) there is nothing to list.
    received.length > 0
      ? h(
          Fragment,
          null,
          h(Text, { style: text }, `We received your ${what}. Here is what we have:`),
          h(FieldTable, { fields: received }),
        )
      : h(Text, { style: text }, `We received your ${what}.`),
    h(Heading, { as: "h2", style: subheading }, "What happens next"),
    h(
      Text,
      { style: text },
      booked
        ? `Your consultation is booked for the ${received.some((field) => field.label === "Location") ? "time and place" : "time"} above. If anything needs to change, we will contact you by e-mail or phone during our hours:`
        : "One of our team reads every enquiry and replies within one business day, by e-mail or phone, to arrange a conversation about your project. Our hours:",
    ),
    h(FieldTable, { fields: businessFacts().hours.map(({ days, time }) => ({ label: days, value: time })) }),
    manageUrl
      ? h(
          Text,
          { style: text },
          "If the time no longer suits you, you can ",
          h(Link, { href: manageUrl, style: linkStyle }, "see, move or cancel your booking"),
          " at any time.",
        )
      : null,
    h(ReachUs, {
      note: `This is an automatic reply from ${siteHost()} because this address was entered in our form. If that was not you, you can ignore it.`,
    }),
  );
}

const bookAgain = () => h(Link, { href: siteLink("/consultation"), style: linkStyle }, "book another time");

/** Text someone in the office typed, as its paragraphs (split at blank lines). */
const paragraphsOf = (typed: string) =>
  typed
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);

/** Typed text as paragraphs that keep its line breaks (<br>, so the plain-text part keeps them too). */
const typedParagraphs = (typed: string, style: CSSProperties) =>
  paragraphsOf(typed).map((paragraph, index) =>
    h(
      Text,
      { key: index, style },
      ...paragraph
        .split(/\r?\n/)
        .flatMap((line, lineIndex) => (lineIndex === 0 ? [line] : [h("br", { key: lineIndex }), line])),
    ),
  );

export type BookingChangeProps = {
  greetingName: string | undefined;
  /** The consultation's time in words: the new one when moved, the cancelled one when cancelled. */
  when: string;
  change:
    | { kind: "moved"; previously: string; manageUrl?: string; by: "visitor" | "owner"; words?: ChangeWords }
    | { kind: "cancelled"; by: "visitor" | "owner"; words?: ChangeWords };
};
/** Who asked for a change the office made, and its note (server/bookings/booking-mail.ts). */
type ChangeWords = { askedBy: "client" | "us"; note: string; from: string };

/** The office's note with a change, as typed (paragraphs, line breaks), and who wrote it. */
function ChangeNote({ note, from }: Pick<ChangeWords, "note" | "from">) {
  return h(
    Fragment,
    null,
    ...typedParagraphs(note, { ...text, fontStyle: "italic" }),
    h(Text, { style: text }, `– ${from}`),
  );
}

/** To the visitor, after their consultation moved or was cancelled; the attached invitation updates their calendar. */
export function BookingChange({ greetingName, when, change }: BookingChangeProps) {
  const moved = change.kind === "moved";
  // Their own change, or one the office made because they asked: "as you asked". Otherwise the business's own.
  const theyAsked = change.by === "visitor" || change.words?.askedBy === "client";
  const note = change.words?.note ? h(ChangeNote, change.words) : null;
  return h(
    Layout,
    { preview: moved ? `Your consultation is now ${when}.` : `Your consultation on ${when} is cancelled.` },
    h(Greeting, { words: "Hello", greetingName }),
    moved
      ? h(
          Fragment,
          null,
          h(
            Text,
            { style: text },
            theyAsked
              ? "As you asked, we moved your design consultation:"
              : "We are sorry: we have had to move your design consultation:",
          ),
          h(FieldTable, {
            fields: [
              { label: "New time", value: when },
              { label: "Previously", value: change.previously },
            ],
          }),
          note,
          h(Text, { style: text }, "The attached invitation moves it in your calendar too."),
          change.manageUrl
            ? h(
                Text,
                { style: text },
                "If the time no longer suits you, you can ",
                h(Link, { href: change.manageUrl, style: linkStyle }, "see, move or cancel your booking"),
                " at any time.",
              )
            : h(
                Text,
                { style: text },
                "If the time no longer suits you, reply to this e-mail or call us, and we will find another. The link in your first confirmation still works too.",
              ),
        )
      : h(
          Fragment,
          null,
          h(
            Text,
            { style: text },
            theyAsked
              ? "As you asked, we cancelled your design consultation:"
              : "We are sorry: we have had to cancel your design consultation:",
          ),
          h(FieldTable, { fields: [{ label: "Was", value: when }] }),
          note,
          h(Text, { style: text }, "The attached update takes it out of your calendar."),
          h(
            Text,
            { style: text },
            theyAsked ? "Whenever you are ready, you can " : "We will call you to find another time, or you can ",
            bookAgain(),
            ".",
          ),
        ),
    h(ReachUs, { note: aboutTheBooking() }),
  );
}

export type ExistingBookingProps = { greetingName: string | undefined; when: string; manageUrl: string };

/**
 * To an address that tried to book a second consultation while it holds one: the link to the one
 * it has (only the address's owner sees its time; the page that refused the booking shows nothing of it).
 */
export function ExistingBooking({ greetingName, when, manageUrl }: ExistingBookingProps) {
  return h(
    Layout,
    { preview: `You already have a design consultation booked: ${when}.` },
    h(Greeting, { words: "Hello", greetingName }),
    h(
      Text,
      { style: text },
      "Someone, we hope you, just tried to book a design consultation with this address. It already has one booked with us:",
    ),
    h(FieldTable, { fields: [{ label: "When", value: when }] }),
    h(
      Text,
      { style: text },
      "One address holds one upcoming consultation, so we did not book a second. To move this one to the time you wanted, or to cancel it, open your booking:",
    ),
    h(
      Section,
      { style: { margin: "0 0 16px" } },
      h(Link, { href: manageUrl, className: "mail-button", style: button }, "See, move or cancel your booking"),
    ),
    h(ReachUs, {
      note: `This is an automatic message from ${siteHost()} because this address was entered in our booking form. If that was not you, ignore it: the consultation stays as it is.`,
    }),
  );
}

export type ConsultationReminderProps = { greetingName: string | undefined; when: string; durationMinutes: number };

/** To the visitor, the day before their consultation. */
export function ConsultationReminder({ greetingName, when, durationMinutes }: ConsultationReminderProps) {
  return h(
    Layout,
    { preview: `A reminder: your design consultation is ${when}.` },
    h(Greeting, { words: "See you soon", greetingName }),
    h(Text, { style: text }, "A reminder of your in-home design consultation:"),
    h(FieldTable, { fields: [{ label: "When", value: when }] }),
    h(
      Text,
      { style: text },
      `It takes about ${durationMinutes} minutes at your home. Photos, plans or pictures of what you like help us, if you have them at hand.`,
    ),
    h(
      Text,
      { style: text },
      "If the time no longer suits you, use the link in your booking e-mail to move or cancel it, or call us.",
    ),
    h(ReachUs, { note: aboutTheBooking() }),
  );
}

export type SubscriptionConfirmationProps = { confirmUrl: string; validDays: number };

/** To an address entered in the newsletter box: the one link that subscribes it, and nothing happens without it. */
export function SubscriptionConfirmation({ confirmUrl, validDays }: SubscriptionConfirmationProps) {
  return h(
    Layout,
    { preview: "Confirm your subscription to our monthly newsletter." },
    h(
      Heading,
      { as: "h1", style: { ...text, fontSize: "22px", lineHeight: "28px" } },
      "Please confirm your subscription",
    ),
    h(
      Text,
      { style: text },
      `Someone, we hope you, asked for the ${site.name} newsletter at this address: one e-mail a month with new projects, design ideas and renovation advice.`,
    ),
    h(
      Section,
      { style: { margin: "0 0 16px" } },
      h(Link, { href: confirmUrl, className: "mail-button", style: button }, "Confirm my subscription"),
    ),
    h(
      Text,
      { style: small },
      `The link works for ${validDays} days. If you did not ask for this, ignore this e-mail: we will not write to you again.`,
    ),
  );
}

export type SubscriberMailProps = { preview: string; unsubscribeUrl: string; children?: ReactNode };

/** The frame of every mail to a subscriber: the mail itself, then why it came and the one-click way to leave. */
export function SubscriberMail({ preview, unsubscribeUrl, children }: SubscriberMailProps) {
  return h(
    Layout,
    { preview },
    children,
    h(Hr, { style: { borderColor: colours.line, margin: "8px 0 16px" } }),
    h(
      Text,
      { style: small },
      `You receive this because you subscribed to the ${site.name} newsletter and confirmed it. `,
      h(Link, { href: unsubscribeUrl, style: linkStyle }, "Unsubscribe"),
      " at any time: one click, no sign-in.",
    ),
  );
}

/** The first mail to a new subscriber, sent when they confirm. */
export function Welcome() {
  return [
    h(
      Heading,
      { key: "heading", as: "h1", style: { ...text, fontSize: "22px", lineHeight: "28px" } },
      "Welcome to our newsletter",
    ),
    h(
      Text,
      { key: "what", style: text },
      "Thank you for confirming. Once a month we will send you a new project, a design idea or two and practical advice for renovating a Central Florida home.",
    ),
    h(
      Text,
      { key: "meanwhile", style: text },
      "Meanwhile, ",
      h(Link, { href: siteLink("/portfolio"), style: linkStyle }, "see our recent work"),
      " or ",
      h(Link, { href: siteLink("/blog"), style: linkStyle }, "read the blog"),
      ".",
    ),
  ];
}

/** A picked project or post as the issue shows it: copied when composed, so what was previewed is what is sent. */
export type IssueCard = {
  kind: "project" | "post";
  /** The project's category or the post's. */
  label: string;
  title: string;
  summary: string;
  /** Absolute links to the public site, exactly as written in the mail (never rewritten). */
  url: string;
  imageUrl: string;
  imageAlt: string;
  /** A project's picture that is a 3D rendering, not a photo of the finished work: the letter says so under it. */
  rendering?: boolean;
};
export type NewsletterLetterProps = {
  subject: string;
  /** The owner's introduction, in Markdown. */
  intro: string;
  cards: IssueCard[];
  unsubscribeUrl: string;
};

/** One picked project or post: its picture, what it is, and a plain link to it on the site. */
function LetterCard({ card }: { card: IssueCard }) {
  return h(
    Section,
    { style: { margin: "0 0 24px" } },
    h(Img, {
      src: card.imageUrl,
      alt: card.imageAlt,
      width: 552,
      style: {
        display: "block",
        width: "100%",
        height: "auto",
        borderRadius: "8px",
        margin: card.rendering ? "0 0 4px" : "0 0 12px",
      },
    }),
    // As the site captions it: a render is never passed off as a photo of a client's home.
    card.rendering && h(Text, { style: { ...small, margin: "0 0 12px" } }, "Design rendering"),
    h(
      Text,
      { style: { ...small, margin: "0 0 4px", textTransform: "uppercase", letterSpacing: "0.06em" } },
      card.label,
    ),
    h(
      Heading,
      { as: "h2", style: { ...text, fontSize: "19px", lineHeight: "26px", margin: "0 0 6px" } },
      h(Link, { href: card.url, style: { color: colours.ink, textDecoration: "none" } }, card.title),
    ),
    h(Text, { style: { ...text, margin: "0 0 8px" } }, card.summary),
    h(Link, { href: card.url, style: linkStyle }, card.kind === "project" ? "See the project" : "Read the article"),
  );
}

/**
 * A monthly letter to the subscribers: the owner's introduction and the picked projects and posts.
 * Plain links to the site, no tracking pixel: nothing in it reports who opened or clicked.
 */
export function NewsletterLetter({ subject, intro, cards, unsubscribeUrl }: NewsletterLetterProps) {
  return h(
    SubscriberMail,
    { preview: letterPreview(intro, subject), unsubscribeUrl },
    h(Heading, { as: "h1", style: { ...text, fontSize: "22px", lineHeight: "28px" } }, subject),
    letterElements(intro),
    cards.map((card) => h(LetterCard, { key: card.url, card })),
  );
}

/** The line a mail client shows after the subject: the introduction's first words. */
export function letterPreview(intro: string, subject: string) {
  const words = intro
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1") // a link (or picture) as its words
    .replace(/^\s*(?:[-+*]|\d+\.|>+|#{1,6})\s+/gm, "") // list, quote and heading markers
    .replace(/[*_`]+/g, "") // emphasis and code marks; a ">" or "#" within a line is the writer's own
    .replace(/\s+/g, " ")
    .trim();
  return words ? (words.length > 140 ? `${words.slice(0, 139)}…` : words) : subject;
}

/** `name`: the sender's, when the office knows it; `email`: their address, where the client may write to them. */
export type LeadReplyProps = { text: string; name: string; email: string };

/**
 * A reply typed in the office to someone who wrote or asked for a consultation: their text as it
 * was typed (paragraphs, line breaks), signed with the sender's name (the business's alone when
 * they have none yet), their address and the business's number.
 */
export function LeadReply({ text: typed, name, email }: LeadReplyProps) {
  return h(
    Layout,
    { preview: paragraphsOf(typed)[0]?.slice(0, 90) ?? site.name },
    ...typedParagraphs(typed, text),
    h(
      Text,
      { style: text },
      ...(name ? [name, h("br")] : []),
      site.name,
      h("br"),
      email,
      h("br"),
      h(Link, { href: businessFacts().phone.href, style: linkStyle }, businessFacts().phone.display),
    ),
  );
}

export type OwnerNoticeProps = {
  heading: string;
  /** Paragraphs written by the site, never a visitor's text. */
  paragraphs: string[];
  /** Where in the office to act on it (absolute). */
  action?: { href: string; label: string };
};

/** To the owner: something the site noticed that needs a look (bookings held back, a backup that failed). */
export function OwnerNotice({ heading, paragraphs, action }: OwnerNoticeProps) {
  return h(
    Layout,
    { preview: heading },
    h(Heading, { as: "h1", style: { ...text, fontSize: "22px", lineHeight: "28px" } }, heading),
    ...paragraphs.map((paragraph) => h(Text, { style: text }, paragraph)),
    action ? h(Text, { style: text }, h(Link, { href: action.href, style: linkStyle }, action.label)) : null,
    h(Text, { style: small }, `This is an automatic message from ${siteHost()}.`),
  );
}

/** A line of the morning summary: a lead's name linking to it, and a few words (a consultation's time first). */
export type SummaryRow = { name: string; detail: string; leadUrl: string; time?: string };
export type DailySummaryProps = {
  /** "Monday, November 30, 2026". */
  date: string;
  consultations: SummaryRow[];
  /** The first leads of each list, and how many there are in all (a last row links the rest). */
  waiting: SummaryRow[];
  waitingTotal: number;
  due: SummaryRow[];
  dueTotal: number;
  /** F.S. 489.126's dates near, each linking its contract. */
  deadlines: SummaryRow[];
  /** Where the reader turns the summary off (absolute). */
  settingsUrl: string;
};

/**
 * To a person in the office at 7:00: the day's consultations, the leads waiting for a first answer
 * (longest first), the follow-ups due, each a link to its lead, and the contracts' F.S. 489.126 dates
 * near, each a link to its contract; only the parts that have something.
 */
export function DailySummary(props: DailySummaryProps) {
  const { date, consultations, waiting, waitingTotal, due, dueTotal, deadlines, settingsUrl } = props;
  const part = (heading: string, rows: SummaryRow[]) =>
    rows.length === 0
      ? null
      : h(
          Fragment,
          null,
          h(
            Heading,
            { as: "h2", style: { ...text, fontSize: "18px", fontWeight: 700, margin: "24px 0 8px" } },
            heading,
          ),
          ...rows.map((row, index) =>
            h(
              Text,
              { key: index, style: { ...text, margin: "0 0 12px" } },
              row.time ? `${row.time} · ` : "",
              h(Link, { href: row.leadUrl, style: linkStyle }, row.name),
              h("br"),
              h("span", { style: { color: colours.muted } }, row.detail),
            ),
          ),
        );
  return h(
    Layout,
    { preview: summaryHeadline(props) },
    h(Heading, { as: "h1", style: { ...text, fontSize: "22px", lineHeight: "28px" } }, date),
    part(`Consultations today (${consultations.length})`, consultations),
    part(`Waiting for a first answer (${waitingTotal}), longest first`, waiting),
    part(`Follow-ups due (${dueTotal})`, due),
    part(`Permit and start dates (${deadlines.length})`, deadlines),
    h(
      Text,
      { style: small },
      "Sent every morning at 7:00 when there is something to say. ",
      h(Link, { href: settingsUrl, style: linkStyle }, "Turn it off or on"),
    ),
  );
}

/** "2 consultations, 3 leads waiting, 1 follow-up due": the summary's subject and preview, naming only what there is. */
export function summaryHeadline({
  consultations,
  waitingTotal,
  dueTotal,
  deadlines,
}: Pick<DailySummaryProps, "consultations" | "waitingTotal" | "dueTotal" | "deadlines">) {
  const count = (n: number, one: string, many: string) => (n === 0 ? [] : [`${n} ${n === 1 ? one : many}`]);
  return [
    ...count(consultations.length, "consultation", "consultations"),
    ...count(waitingTotal, "lead waiting", "leads waiting"),
    ...count(dueTotal, "follow-up due", "follow-ups due"),
    ...count(deadlines.length, "contract date near", "contract dates near"),
  ].join(", ");
}

export type EstimateMailProps = {
  greetingName: string | undefined;
  title: string;
  number: string;
  total: string;
  /** The last day to accept (YYYY-MM-DD), written out in the mail. */
  validUntil: string;
  url: string;
  /** A newer version of an estimate they were sent before. */
  revised: boolean;
};

/** To the client: their estimate is ready to read, accept or decline at its link. */
export function EstimateReady({ greetingName, title, number, total, validUntil, url, revised }: EstimateMailProps) {
  return h(
    Layout,
    { preview: `Your estimate for ${title}: ${total}` },
    h(Greeting, { words: "Hello", greetingName }),
    h(
      Text,
      { style: text },
      revised
        ? `Here is the revised estimate ${number} for ${title}. It replaces the one we sent before, whose link now points you here.`
        : `Thank you for asking us to price your project. Here is our estimate ${number} for ${title}.`,
    ),
    h(FieldTable, {
      fields: [
        { label: "Total", value: total },
        { label: "Valid until", value: describeDate(validUntil) },
      ],
    }),
    h(Text, { style: text }, h(Link, { href: url, className: "mail-button", style: button }, "Read your estimate")),
    h(
      Text,
      { style: text },
      "On that page you can choose any optional items, accept the estimate with your signature, or tell us why not. Keep this e-mail: the link is yours alone.",
    ),
    h(ReachUs, { note: `This estimate was sent to you by ${site.name} from ${siteHost()}.`, heading: "Questions?" }),
  );
}

export type ContractSignedProps = {
  greetingName: string | undefined;
  title: string;
  number: string;
  total: string;
  signerName: string;
  signedAt: string;
  url: string;
  /** The owner's copy says who signed; the client's thanks them. */
  forOwner: boolean;
};

/** The signed contract, its PDF attached: to the client as their copy, and to the owner. */
export function ContractSigned({
  greetingName,
  title,
  number,
  total,
  signerName,
  signedAt,
  url,
  forOwner,
}: ContractSignedProps) {
  return h(
    Layout,
    { preview: `${signerName} signed contract ${number}: ${total}` },
    forOwner
      ? h(
          Heading,
          { as: "h1", style: { ...text, fontSize: "22px", lineHeight: "28px" } },
          `${signerName} signed ${number}`,
        )
      : h(Greeting, { words: "Thank you", greetingName }),
    h(
      Text,
      { style: text },
      forOwner
        ? `The estimate for ${title} was accepted and signed on the website. The signed contract is attached, with its signature certificate; it is also kept with the lead in the office.`
        : `You accepted and signed our estimate for ${title}. Your signed contract is attached as a PDF, with its signature certificate. Keep it with your records.`,
    ),
    h(FieldTable, {
      fields: [
        { label: "Contract", value: number },
        { label: "Signed by", value: signerName },
        { label: "Signed", value: signedAt },
        { label: "Total", value: total },
      ],
    }),
    h(
      Text,
      { style: text },
      h(
        Link,
        { href: url, style: linkStyle },
        forOwner ? "Open it in the office" : "Download the signed contract again",
      ),
    ),
    forOwner
      ? null
      : h(ReachUs, {
          note: `This message was sent by ${site.name} from ${siteHost()} when you signed.`,
          heading: "Questions?",
        }),
  );
}

export type ClientDocumentMailProps = {
  preview: string;
  greetingName: string | undefined;
  /** Paragraphs written by the site (a change order's description is the office's words). */
  paragraphs: string[];
  fields: MailField[];
  button?: { href: string; label: string };
  /** A paragraph after the button. */
  after?: string;
  /** Who sent it and why, at the foot. */
  note: string;
};

/**
 * To the client, about their contract after signing (a change order to sign, one signed, a payment
 * due, a receipt): a greeting, what it is, its figures, the way to it, and how to reach the business.
 */
export function ClientDocumentMail({
  preview,
  greetingName,
  paragraphs,
  fields,
  button: action,
  after,
  note,
}: ClientDocumentMailProps) {
  return h(
    Layout,
    { preview },
    h(Greeting, { words: "Hello", greetingName }),
    ...paragraphs.map((paragraph) => h(Text, { style: text }, paragraph)),
    h(FieldTable, { fields }),
    action
      ? h(Text, { style: text }, h(Link, { href: action.href, className: "mail-button", style: button }, action.label))
      : null,
    after ? h(Text, { style: text }, after) : null,
    h(ReachUs, { note, heading: "Questions?" }),
  );
}

export type SignInCodeProps = { code: string; validMinutes: number };

/** The office's sign-in code: typed on the sign-in page, so a mail scanner following links cannot spend it. */
export function SignInCode({ code, validMinutes }: SignInCodeProps) {
  return h(
    Layout,
    { preview: `Your sign-in code is ${code}` },
    h(Heading, { as: "h1", style: { ...text, fontSize: "22px", lineHeight: "28px" } }, "Your office sign-in code"),
    h(Text, { style: { ...text, fontSize: "28px", letterSpacing: "4px", fontWeight: 700 } }, code),
    h(
      Text,
      { style: small },
      `Type it on the sign-in page within ${validMinutes} minutes; it works once. If you did not ask to sign in, ignore this e-mail: nobody can sign in without the code.`,
    ),
  );
}

export type OfficeInvitationProps = {
  /** Who added them, as the office names that person ("Dana Reyes" or their address). */
  invitedBy: string;
  /** Their name as the owner gave it, if any. */
  name?: string;
  role: "owner" | "staff";
};

/**
 * To someone just added to the office: that they may sign in now, where, and how (a code mailed to
 * this address each time; there is no password to set). Without it they would not know the office exists.
 */
export function OfficeInvitation({ invitedBy, name, role }: OfficeInvitationProps) {
  const signIn = siteLink("/office/sign-in");
  const what = role === "owner" ? "as an owner, who also decides who may sign in" : "as staff";
  return h(
    Layout,
    { preview: `${invitedBy} added you to the ${site.shortName} office` },
    h(
      Heading,
      { as: "h1", style: { ...text, fontSize: "22px", lineHeight: "28px" } },
      name ? `Welcome, ${name}` : "Welcome",
    ),
    h(Text, { style: text }, `${invitedBy} has added you to the ${site.shortName} office ${what}.`),
    h(
      Text,
      { style: text },
      "Sign in at ",
      h(Link, { href: signIn, style: linkStyle }, signIn),
      " with this e-mail address. Each time, we mail you an 8-digit code to type there: there is no password to remember. Once signed in, you can add a passkey to sign in on that device with your fingerprint or face.",
    ),
    h(
      Text,
      { style: small },
      `If you did not expect this, ask ${invitedBy}, or ignore it: nobody can sign in without a code from your inbox.`,
    ),
  );
}

/** `fromMany`: the ceiling of every client together was reached, not one client's share. */
export type SignInCodesCappedProps = { codes: number; clientAddress: string; fromMany?: boolean };

/**
 * Told once an hour at most: a client has asked for as many codes to this address as one may. The
 * person's own sign-in is untouched (codes are counted per client), so the mail says what to do only
 * if it was not them.
 */
export function SignInCodesCapped({ codes, clientAddress, fromMany = false }: SignInCodesCappedProps) {
  return h(
    Layout,
    { preview: "Someone keeps asking for sign-in codes to your address" },
    h(
      Heading,
      { as: "h1", style: { ...text, fontSize: "22px", lineHeight: "28px" } },
      "Sign-in codes asked for again and again",
    ),
    h(
      Text,
      { style: text },
      fromMany
        ? `Several internet addresses, the last ${clientAddress}, have asked for ${codes} office sign-in codes to your e-mail address within an hour, so for now we send codes only to a phone or computer you have signed in on before.`
        : `Someone at the internet address ${clientAddress} has asked for ${codes} office sign-in codes to your e-mail address within an hour, so we have stopped sending them codes for now.`,
    ),
    h(
      Text,
      { style: small },
      fromMany
        ? "Nobody can sign in without a code from your inbox. On a phone or computer you have signed in on before, ask for your code as usual; anywhere else, use a passkey or wait an hour."
        : "If that was you, wait an hour or use a passkey. If not, there is nothing to do: nobody can sign in without a code from your inbox, and you can still ask for your own code as usual.",
    ),
  );
}

/** How the plain-text part is made from the HTML (html-to-text options, on top of react-email's own). */
export const plainTextOptions = {
  // react-email turns html-to-text's line wrapping off (the reader's client wraps); a table keeps label and value side by side.
  selectors: [
    { selector: "h1", options: { uppercase: false } },
    { selector: "h2", options: { uppercase: false } },
    { selector: "table", format: "dataTable", options: { uppercaseHeaderCells: false } },
    { selector: "a", options: { hideLinkHrefIfSameAsText: true } },
  ],
};

/**
 * The HTML and the plain-text part of one template: rendered once, the text taken from that HTML
 * (react-email's plainText option would render the whole tree a second time for the same result).
 */
export async function renderMail(element: ReactElement): Promise<{ html: string; text: string }> {
  const html = await render(element);
  return { html, text: toPlainText(html, plainTextOptions) };
}

export type ReviewRequestProps = {
  greetingName: string | undefined;
  /** The site's own review form (/reviews/<token>). */
  formUrl: string;
  /** The business's review pages, as set in the facts; blank ones left out. */
  googleUrl: string;
  houzzUrl: string;
  /** The one reminder, a week later, when the link was not opened. */
  reminder: boolean;
};

/**
 * The one review request to a client whose job is completed (and its one reminder): every
 * completed client gets it, whatever they may say, and nothing is offered for a review (the FTC's
 * rule on consumer reviews), so the mail asks only for an honest word.
 */
export function ReviewRequest({ greetingName, formUrl, googleUrl, houzzUrl, reminder }: ReviewRequestProps) {
  const elsewhere = [
    ...(googleUrl ? [{ href: googleUrl, label: "Review us on Google" }] : []),
    ...(houzzUrl ? [{ href: houzzUrl, label: "Review us on Houzz" }] : []),
  ];
  return h(
    Layout,
    { preview: `How did your project with ${site.name} go?` },
    h(Greeting, { words: "Hello", greetingName }),
    h(
      Text,
      { style: text },
      reminder
        ? `A week ago we asked how your project went. If you have a minute, we would still like to hear it, good or bad. This is the only reminder we send.`
        : `Your project is complete. Thank you for trusting us with your home. Would you tell us how it went? Good or bad, an honest word helps us and helps your neighbors choose.`,
    ),
    h(Text, { style: text }, h(Link, { href: formUrl, className: "mail-button", style: button }, "Write a review")),
    ...(elsewhere.length > 0
      ? [
          h(
            Text,
            { style: text },
            "Or, if you prefer, on a site you already use: ",
            ...elsewhere.flatMap(({ href, label }, index) => [
              index > 0 ? " · " : "",
              h(Link, { href, style: linkStyle }, label),
            ]),
          ),
        ]
      : []),
    h(
      Text,
      { style: text },
      "We ask every client, and we offer nothing in return for a review. The form is for a review we may show on our website with your name; to tell us something just between us, reply to this e-mail.",
    ),
    h(ReachUs, {
      note: `${site.name} sent you this e-mail from ${siteHost()} because we completed your project.`,
      heading: "Questions?",
    }),
  );
}

export type EstimateFollowUpProps = {
  greetingName: string | undefined;
  title: string;
  number: string;
  validUntil: string;
  url: string;
  /** Not opened three days after it was sent, or opened and not answered a week after. */
  kind: "unopened" | "unanswered";
};

/** The one follow-up of each kind of an estimate the client has not opened, or not answered. */
export function EstimateFollowUp({ greetingName, title, number, validUntil, url, kind }: EstimateFollowUpProps) {
  return h(
    Layout,
    { preview: `Your estimate ${number} for ${title}` },
    h(Greeting, { words: "Hello", greetingName }),
    h(
      Text,
      { style: text },
      kind === "unopened"
        ? `A few days ago we sent you our estimate ${number} for ${title}. In case our e-mail went astray, here is its link again.`
        : `Thank you for reading our estimate ${number} for ${title}. Do you have questions, or would you like anything changed? Reply to this e-mail or call us: we are glad to go through it with you.`,
    ),
    h(Text, { style: text }, h(Link, { href: url, className: "mail-button", style: button }, "Read your estimate")),
    h(Text, { style: text }, `It can be accepted until ${describeDate(validUntil)}. We send this reminder once.`),
    h(ReachUs, { note: `This estimate was sent to you by ${site.name} from ${siteHost()}.`, heading: "Questions?" }),
  );
}
