// The signed contract as a PDF (pdf-lib): the estimate as the client accepted it, the Florida
// notices in 12-point bold capitals on a page of their own, for a sale at the buyer's home the
// right to cancel beside the signature and the notice of cancellation filled in (two copies, a page
// each), and a signature certificate page (who signed, when, from which address and browser, and
// the SHA-256 of the version they were shown).
// Set in DejaVu Serif, embedded (subset) from server/estimates/fonts/ (Bitstream Vera licence,
// which allows embedding): the standard PDF fonts cannot write "Núñez" reliably, an embedded one
// writes any name as typed and lets a reader copy it back out.
import { readFileSync } from "node:fs";
import fontkit from "@pdf-lib/fontkit";
import { PDFDocument, rgb, type PDFFont, type PDFImage, type PDFPage } from "pdf-lib";
import { describeDate } from "../../common/availability.ts";
import { orlandoMoment, orlandoTime } from "../enquiries/enquiry-list.ts";
import type { EstimateView } from "./record.ts";

const fontFile = (name: string) => readFileSync(new URL(`./fonts/${name}`, import.meta.url));
let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined;
/** The fonts' bytes, read once (about 0.7 MB, only when a contract is signed). */
const fontBytes = () => (fonts ??= { regular: fontFile("DejaVuSerif.ttf"), bold: fontFile("DejaVuSerif-Bold.ttf") });

/** What the certificate page says of the signing. */
export type Signing = {
  signerName: string;
  /** When they signed (ISO). */
  at: string;
  address: string;
  agent: string;
  /** The SHA-256 of the version's record they were shown and signed. */
  recordSha256: string;
  firstOpenedAt: string | null;
  email: string;
  /** The signature they drew beside the typed name (PNG, checked by drawing.ts), if any. */
  drawing?: Uint8Array;
};

const LETTER = { width: 612, height: 792 };
const MARGIN = 54;
const INK = rgb(0.13, 0.15, 0.14);
const MUTED = rgb(0.35, 0.37, 0.36);
const RULE = rgb(0.8, 0.8, 0.78);

/** The leading of body text (10 points): what a heading keeps room for under it. */
const BODY_LEADING = 10 * 1.35;

/** Lays text out down the pages: words wrapped to the width, a new page when one is full. */
function writer(pdf: PDFDocument, regular: PDFFont) {
  let page: PDFPage = pdf.addPage([LETTER.width, LETTER.height]);
  let y = LETTER.height - MARGIN;
  const width = LETTER.width - 2 * MARGIN;
  const newPage = () => {
    page = pdf.addPage([LETTER.width, LETTER.height]);
    y = LETTER.height - MARGIN;
  };
  const room = (height: number) => {
    if (y - height < MARGIN) newPage();
  };
  /** `text` in lines no wider than `maxWidth`; a word longer than a line (a hash) is broken anywhere. */
  const wrap = (text: string, font: PDFFont, size: number, maxWidth: number) => {
    const lines: string[] = [];
    for (const paragraph of text.split("\n")) {
      let line = "";
      for (const word of paragraph.split(/\s+/).filter(Boolean)) {
        const tried = line ? `${line} ${word}` : word;
        if (font.widthOfTextAtSize(tried, size) <= maxWidth) {
          line = tried;
          continue;
        }
        if (line) lines.push(line);
        line = word;
        while (font.widthOfTextAtSize(line, size) > maxWidth) {
          let cut = line.length - 1;
          while (cut > 1 && font.widthOfTextAtSize(line.slice(0, cut), size) > maxWidth) cut--;
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
        }
      }
      lines.push(line);
    }
    return lines;
  };
  type Style = {
    font?: PDFFont;
    size?: number;
    color?: typeof INK;
    indent?: number;
    after?: number;
    maxWidth?: number;
    /** A heading: it goes on to the next page unless the first lines of what follows fit under it. */
    heading?: boolean;
  };
  const text = (
    content: string,
    { font = regular, size = 10, color = INK, indent = 0, after = 4, maxWidth, heading = false }: Style = {},
  ) => {
    const leading = size * 1.35;
    const lines = wrap(content, font, size, maxWidth ?? width - indent);
    // As a printer would: no paragraph leaves fewer than two of its lines at a page's foot or
    // carries fewer than two to the next (a paragraph longer than a page aside); a heading keeps
    // two lines of body text under it.
    const fit = Math.floor((y - MARGIN) / leading);
    const broken = fit < lines.length && (fit < 2 || lines.length - fit < 2);
    if (broken && lines.length * leading <= LETTER.height - 2 * MARGIN) newPage();
    if (heading) room(lines.length * leading + after + 2 * BODY_LEADING);
    for (const line of lines) {
      room(leading);
      y -= leading;
      page.drawText(line, { x: MARGIN + indent, y: y + size * 0.3, size, font, color });
    }
    y -= after;
  };
  /** Cells of one row at the given x offsets, the last right-aligned: the widest cell decides the row's height. */
  const row = (cells: { text: string; x: number; width: number; right?: boolean }[], font = regular, size = 9) => {
    const wrapped = cells.map((cell) => wrap(cell.text, font, size, cell.width));
    const leading = size * 1.35;
    const height = Math.max(...wrapped.map((lines) => lines.length)) * leading;
    room(height + 4);
    wrapped.forEach((lines, index) => {
      const cell = cells[index]!;
      lines.forEach((line, number) => {
        const lineWidth = font.widthOfTextAtSize(line, size);
        const x = MARGIN + cell.x + (cell.right ? cell.width - lineWidth : 0);
        page.drawText(line, { x, y: y - leading * (number + 1) + size * 0.3, size, font, color: INK });
      });
    });
    y -= height + 4;
  };
  const rule = () => {
    room(8);
    page.drawLine({
      start: { x: MARGIN, y: y - 3 },
      end: { x: LETTER.width - MARGIN, y: y - 3 },
      thickness: 0.5,
      color: RULE,
    });
    y -= 8;
  };
  const gap = (points: number) => {
    y -= points;
  };
  /** A picture at most `maxWidth` × `maxHeight`, its proportions kept, framed by a thin line under it as on paper. */
  const image = (picture: PDFImage, maxWidth: number, maxHeight: number, indent = 0) => {
    const scale = Math.min(maxWidth / picture.width, maxHeight / picture.height, 1);
    const [w, h] = [picture.width * scale, picture.height * scale];
    room(h + 8);
    page.drawImage(picture, { x: MARGIN + indent, y: y - h, width: w, height: h });
    page.drawLine({
      start: { x: MARGIN + indent, y: y - h - 2 },
      end: { x: MARGIN + indent + Math.max(w, 160), y: y - h - 2 },
      thickness: 0.5,
      color: RULE,
    });
    y -= h + 8;
  };
  return { text, row, rule, gap, newPage, image, width };
}

/** The scope of work's Markdown as plain lines: headings and list marks as a reader of paper expects them. */
function plainScope(markdown: string) {
  return markdown
    .split(/\r?\n/)
    .map((line) =>
      line
        .replace(/^\s{0,3}#{1,6}\s+/, "")
        .replace(/^\s*[-*+]\s+/, "• ")
        .replace(/\*\*(.+?)\*\*|__(.+?)__/g, "$1$2")
        .replace(/(?<!\w)[*_](.+?)[*_](?!\w)/g, "$1")
        .replace(/\[([^\]]+)\]\(([^)]+)\)/g, "$1 ($2)"),
    )
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A signed document begun: its fonts embedded, its facts set, the drawn signature embedded if any. */
async function signedDocument(title: string, business: EstimateView["business"], signing: Signing) {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  const { regular: regularBytes, bold: boldBytes } = fontBytes();
  const [regular, bold] = await Promise.all([
    pdf.embedFont(regularBytes, { subset: true }),
    pdf.embedFont(boldBytes, { subset: true }),
  ]);
  const drawing = signing.drawing ? await pdf.embedPng(signing.drawing) : undefined;
  const signedAt = new Date(signing.at);
  pdf.setTitle(title);
  pdf.setAuthor(business.name);
  pdf.setSubject(`Signed by ${signing.signerName}`);
  pdf.setCreator(business.name);
  pdf.setProducer("pdf-lib");
  pdf.setCreationDate(signedAt);
  pdf.setModificationDate(signedAt);
  const w = writer(pdf, regular);
  // The business and its license on the first lines (F.S. 489.119).
  w.text(business.name, { font: bold, size: 18, after: 2 });
  w.text(business.licenseLine, { font: bold, size: 11, after: 2 });
  w.text(`${business.address} · ${business.phone} · ${business.email}`, { color: MUTED, after: 12 });
  /** The acceptance's words, with the drawn signature under them when there is one. */
  const accepted = (words: string) => {
    w.text("Acceptance", { font: bold, size: 12, after: 2, heading: true });
    w.text(words);
    if (drawing) {
      w.gap(4);
      w.image(drawing, 220, 70);
      w.text(`Drawn signature of ${signing.signerName}`, { size: 8, color: MUTED });
    }
  };
  /** The certificate page: `facts` in order, the drawn signature among them, then the hash's meaning. */
  const certificate = (facts: [label: string, value: string][], what: string) => {
    w.newPage();
    w.text("Signature certificate", { font: bold, size: 16, after: 10 });
    const fact = (label: string, value: string) => {
      w.text(label, { font: bold, size: 10, after: 0, heading: true });
      w.text(value, { size: 10, indent: 8, after: 6 });
    };
    for (const [label, value] of facts) fact(label, value);
    w.text("Drawn signature", { font: bold, size: 10, after: 2, heading: true });
    if (drawing) w.image(drawing, 220, 70, 8);
    else w.text("None drawn: signed with the typed name", { size: 10, indent: 8, after: 6 });
    w.text(
      `The hash identifies the exact text and figures of the ${what} the signer was shown; the business keeps that ${what} unchanged with this PDF.`,
      { color: MUTED, size: 9 },
    );
  };
  /** The file, every page saying which document it belongs to and where it falls, for a printed copy. */
  const save = (name: string) => {
    const pages = pdf.getPages();
    pages.forEach((page, index) => {
      const footer = `${business.name} · ${name} · page ${index + 1} of ${pages.length}`;
      page.drawText(footer, { x: MARGIN, y: MARGIN / 2, size: 8, font: regular, color: MUTED });
    });
    return pdf.save();
  };
  return { w, regular, bold, accepted, certificate, save };
}

/** The optional lines the signer ticked, for a version that offered some. */
const optionsChosen = (view: EstimateView): [string, string][] => {
  const optional = view.groups.flatMap((group) => group.lines).filter((line) => line.kind === "optional");
  if (optional.length === 0) return [];
  const chosen = optional.filter((line) => line.chosen).map((line) => `${line.description} (${line.amount})`);
  return [["Options chosen by the signer", chosen.length > 0 ? chosen.join("; ") : "None"]];
};

/** When and where it was signed, as the certificate pages say it. */
const signedFacts = (signing: Signing): [string, string][] => [
  ["Signed by", signing.signerName],
  ["E-mail the signing link was sent to", signing.email || "Not given"],
  ["Signed at", `${new Date(signing.at).toISOString()} (UTC); ${orlandoTime(signing.at)} (Orlando time)`],
  ["From IP address", signing.address || "Not known"],
  ["Browser", signing.agent || "Not given"],
];

/** One copy of the notice of cancellation: its caption, the transaction's date, the form's text, and lines for the buyer. */
function cancellationPage(
  w: ReturnType<typeof writer>,
  bold: PDFFont,
  notice: NonNullable<EstimateView["cancellation"]>,
) {
  const [date, ...paragraphs] = notice.paragraphs;
  w.newPage();
  w.text(notice.heading, { font: bold, size: 14, after: 10 });
  w.text(date!, { font: bold, size: 11, after: 0 });
  w.text("(Date of transaction)", { size: 9, color: MUTED, after: 12 });
  for (const paragraph of paragraphs) w.text(paragraph, { font: bold, size: 11, after: 10 });
  w.gap(14);
  for (const line of ["Date", "Buyer's signature"]) {
    w.text("_".repeat(40), { after: 0 });
    w.text(`(${line})`, { size: 9, color: MUTED, after: 16 });
  }
  w.text(`(${notice.rule})`, { size: 8, color: MUTED });
}

const utc = (at: string | null) => (at ? `${new Date(at).toISOString()} (UTC)` : "Not recorded");

export async function contractPdf(view: EstimateView, signing: Signing): Promise<Uint8Array> {
  const { w, regular, bold, accepted, certificate, save } = await signedDocument(
    `${view.title}: contract ${view.number}`,
    view.business,
    signing,
  );
  w.text(`Contract ${view.number}: ${view.title}`, { font: bold, size: 14, after: 4 });
  w.text(
    `For ${view.client.name}${view.client.location ? `, ${view.client.location}` : ""} · ${[view.client.email, view.client.phone].filter(Boolean).join(" · ")}`,
    { after: 2 },
  );
  w.text(`Estimate sent ${orlandoMoment(view.sentAt)}; valid until ${describeDate(view.validUntil)}.`, {
    color: MUTED,
    after: 10,
  });

  if (view.scope.trim()) {
    w.text("Scope of work", { font: bold, size: 12, after: 2, heading: true });
    w.text(plainScope(view.scope), { after: 10 });
  }

  w.text("Work and prices", { font: bold, size: 12, after: 2, heading: true });
  const columns = { description: 0, quantity: 268, unitPrice: 344, amount: 424 };
  w.row(
    [
      { text: "Description", x: columns.description, width: 260 },
      { text: "Quantity", x: columns.quantity, width: 70 },
      { text: "Unit price", x: columns.unitPrice, width: 76, right: true },
      { text: "Amount", x: columns.amount, width: w.width - columns.amount, right: true },
    ],
    bold,
  );
  w.rule();
  for (const group of view.groups) {
    if (group.name) w.text(group.name, { font: bold, after: 1, heading: true });
    for (const line of group.lines) {
      const mark =
        line.kind === "allowance"
          ? " (allowance)"
          : line.kind === "optional"
            ? line.chosen
              ? " (option, chosen)"
              : " (option, not chosen)"
            : "";
      w.row([
        { text: `${line.description}${mark}`, x: columns.description, width: 260 },
        { text: `${line.quantity}${line.unit ? ` ${line.unit}` : ""}`, x: columns.quantity, width: 70 },
        { text: line.unitPrice, x: columns.unitPrice, width: 76, right: true },
        {
          text: line.chosen ? line.amount : "not included",
          x: columns.amount,
          width: w.width - columns.amount,
          right: true,
        },
      ]);
    }
  }
  w.rule();
  const figure = (label: string, amount: string, font = regular) =>
    w.row(
      [
        { text: label, x: columns.unitPrice - 120, width: 196, right: true },
        { text: amount, x: columns.amount, width: w.width - columns.amount, right: true },
      ],
      font,
      font === bold ? 11 : 9,
    );
  figure("Subtotal", view.subtotal);
  if (view.tax) figure(`Tax (${view.taxPercent} %)`, view.tax);
  figure("Contract total", view.total, bold);
  w.gap(8);

  w.text("Payment schedule", { font: bold, size: 12, after: 2, heading: true });
  for (const payment of view.payments) w.text(`${payment.label}: ${payment.amount}`, { indent: 8, after: 1 });
  // A deposit of more than 10 % of the price: the clause on F.S. 489.126's dates, as the version was sent with it.
  if (view.depositClause) {
    w.gap(4);
    w.text(view.depositClause, { after: 0 });
  }
  w.gap(10);
  accepted(
    `Accepted and signed electronically by ${signing.signerName} on ${orlandoMoment(signing.at)}, for a contract total of ${view.total}. The signature certificate on the last page records the signing.`,
  );
  // A sale at the buyer's home: the right to cancel beside the signature, in bold type of at least 10 points (16 CFR 429.1(a)).
  if (view.cancellation) {
    w.gap(6);
    w.text(view.cancellation.statement, { font: bold, size: 11, after: 4 });
  }

  // The notices on a page of their own, in bold capitals of 12 points (F.S. 713.015(1)(a)).
  if (view.notices.length > 0) {
    w.newPage();
    w.text("Notices required by Florida law", { font: bold, size: 14, after: 10 });
    for (const notice of view.notices) {
      w.text(notice.heading, { font: bold, size: 12, after: 2, heading: true });
      w.text(notice.text, { font: bold, size: 12, after: 2 });
      w.text(`(${notice.statute})`, { color: MUTED, after: 14 });
    }
    // F.S. 713.015 asks for the notice signed by the owner and dated: the one signature covers it.
    w.text(`Read and signed electronically by ${signing.signerName} on ${orlandoMoment(signing.at)}.`, {
      font: bold,
    });
  }

  // The notice of cancellation, filled in, in duplicate (one to keep, one to send), each on a page of its own (429.1(b)).
  if (view.cancellation) for (let copy = 0; copy < 2; copy++) cancellationPage(w, bold, view.cancellation);

  certificate(
    [
      ["Document", `Contract ${view.number}: ${view.title}, version ${view.version}, from ${view.business.name}`],
      ...signedFacts(signing),
      ["Estimate sent", utc(view.sentAt)],
      ["First opened", utc(signing.firstOpenedAt)],
      // The hash is of the version as sent, every optional line in it: the signer's ticks complete
      // what they signed, so the certificate names them beside the total they make.
      ...optionsChosen(view),
      ["Contract total", view.total],
      ["Consent to electronic records and signature (ticked by the signer)", view.consent],
      ["SHA-256 of the version signed", signing.recordSha256],
    ],
    "version",
  );
  return save(`contract ${view.number}`);
}

/** What a change order's PDF shows: its record's figures as the client read them. */
export type ChangeOrderDocument = {
  number: string;
  contractNumber: string;
  contractTitle: string;
  business: EstimateView["business"];
  client: EstimateView["client"];
  sentAt: string;
  description: string;
  lines: { description: string; amount: string }[];
  amount: string;
  days: string;
  note: string;
  contractBefore: string;
  contractAfter: string;
  consent: string;
};

/** A signed change order: what changes, its price and time, the contract's total before and after, its certificate. */
export async function changeOrderPdf(order: ChangeOrderDocument, signing: Signing): Promise<Uint8Array> {
  const { w, bold, accepted, certificate, save } = await signedDocument(
    `Change order ${order.number} to contract ${order.contractNumber}`,
    order.business,
    signing,
  );
  w.text(`Change order ${order.number} to contract ${order.contractNumber}: ${order.contractTitle}`, {
    font: bold,
    size: 14,
    after: 4,
  });
  w.text(`For ${order.client.name}${order.client.location ? `, ${order.client.location}` : ""}`, { after: 2 });
  w.text(`Sent ${orlandoMoment(order.sentAt)}.`, { color: MUTED, after: 10 });
  w.text("The change", { font: bold, size: 12, after: 2, heading: true });
  w.text(order.description, { after: 8 });
  for (const line of order.lines)
    w.row([
      { text: line.description, x: 0, width: 360 },
      { text: line.amount, x: 370, width: w.width - 370, right: true },
    ]);
  w.rule();
  const figure = (label: string, value: string) =>
    w.row(
      [
        { text: label, x: 0, width: 360, right: true },
        { text: value, x: 370, width: w.width - 370, right: true },
      ],
      bold,
      10,
    );
  figure("This change order", order.amount);
  figure("Time impact", order.days);
  figure("Contract total before it", order.contractBefore);
  figure("Contract total with it", order.contractAfter);
  if (order.note.trim()) {
    w.gap(6);
    w.text("Note", { font: bold, size: 12, after: 2, heading: true });
    w.text(order.note);
  }
  w.gap(10);
  accepted(
    `Accepted and signed electronically by ${signing.signerName} on ${orlandoMoment(signing.at)}. It changes contract ${order.contractNumber} by ${order.amount}, to ${order.contractAfter}; the rest of the contract stands as signed.`,
  );
  certificate(
    [
      ["Document", `Change order ${order.number} to contract ${order.contractNumber}, from ${order.business.name}`],
      ...signedFacts(signing),
      ["Change order sent", utc(order.sentAt)],
      ["First opened", utc(signing.firstOpenedAt)],
      ["Amount", order.amount],
      ["Consent to electronic records and signature (ticked by the signer)", order.consent],
      ["SHA-256 of the change order signed", signing.recordSha256],
    ],
    "change order",
  );
  return save(`change order ${order.number}`);
}
