// A consultation time the office agreed with a client (any time, not only the public grid's),
// as the lead pages book one and the calendar moves one.
import { servicesContext } from "~/context";
import type { AgreedTime } from "../../server/office/consultation.ts";
import type { Context } from "./office.server";

/**
 * The day and start typed (`consultationDate`, `consultationTime`, and `location` where the form
 * has it): checked, a message per field (`refused`); unless the office said to go ahead
 * (`anyway`), what it clashes with (`clashes`, nothing changed yet). `moving`: the consultation
 * being moved, which is not in its own way. No `time`: none was typed.
 */
export async function agreedTime(
  fields: Record<string, string>,
  context: Context,
  { anyway, moving }: { anyway: boolean; moving?: number },
): Promise<{ refused: Record<string, string> } | { clashes: string[] } | { time: AgreedTime | undefined }> {
  const calendar = context.get(servicesContext).calendar;
  const asked = await calendar.consultationAsked(fields);
  if (!asked.ok) return { refused: asked.errors as Record<string, string> };
  if (!asked.value || anyway) return { time: asked.value };
  const clashes = await calendar.clashes(asked.value, moving);
  return clashes.length > 0 ? { clashes } : { time: asked.value };
}
