// The consultation hours in force, as the office last saved them: read from the database on
// every use (one row by its key), so a change made in one process applies at the next request of
// every other. The first read on a fresh database stores the seed, common/availability.ts.
import type { AvailabilityConfig } from "../../common/availability.ts";
import type { Store } from "../storage/index.ts";
import {
  closeDay,
  describeChange,
  parseHoursForm,
  readSettings,
  reopenDay,
  settingsOf,
  withSettings,
  type AvailabilitySettings,
  type DayOutcome,
  type HoursForm,
  type HoursOutcome,
} from "./availability-settings.ts";
import { businessDate, instantsCovering } from "./slots.ts";

const SETTING = "availability";

type AvailabilityDependencies = {
  store: Store;
  seed: AvailabilityConfig;
  log: (line: string) => void;
};

/** The audit entry of closing or reopening: "days closed 2026-12-21 – 2026-12-27". */
const dayAudit = (verb: "closed" | "reopened") => (outcome: DayOutcome) => ({
  action: outcome.ok && outcome.last ? `days ${verb}` : `day ${verb}`,
  detail: outcome.ok ? (outcome.last ? `${outcome.date} – ${outcome.last}` : outcome.date) : "",
});

export function createAvailability({ store, seed, log }: AvailabilityDependencies) {
  const fallback = settingsOf(seed);
  const stored = (text: string | undefined) => {
    if (text === undefined) return fallback;
    const settings = readSettings(text);
    if (!settings) log("availability: the stored hours are unreadable; the seed's are in force");
    return settings ?? fallback;
  };

  async function settings(): Promise<AvailabilitySettings> {
    const text = await store.office.readSetting(SETTING);
    if (text === undefined) await store.office.seedSetting(SETTING, JSON.stringify(fallback), new Date());
    return stored(text);
  }

  /** Applies `edit` to the settings as stored now (no other change in between), with an audit entry. */
  async function change<T extends { ok: true; settings: AvailabilitySettings } | { ok: false }>(
    edit: (current: AvailabilitySettings) => T,
    action: (outcome: T, before: AvailabilitySettings) => { action: string; detail: string },
    actor: string,
  ): Promise<T> {
    let outcome: T | undefined;
    await store.office.changeSetting(
      SETTING,
      (text) => {
        const before = stored(text);
        const edited = edit(before);
        outcome = edited;
        const result: { ok: true; settings: AvailabilitySettings } | { ok: false } = edited;
        if (!result.ok) return undefined;
        return { value: JSON.stringify(result.settings), ...action(edited, before), link: "/office/availability" };
      },
      actor,
      new Date(),
    );
    return outcome!;
  }

  return {
    timeZone: seed.timeZone,
    settings,
    /** The confirmed bookings on a day ("YYYY-MM-DD", business time), or from it to `last`. */
    async bookingsOn(date: string, last = date) {
      const day = instantsCovering({ ...seed, durationMinutes: 0 }, date, last);
      return store.listBookings({ confirmedIn: day });
    },
    /** The whole configuration the slots are computed from. */
    current: async (): Promise<AvailabilityConfig> => withSettings(seed.timeZone, await settings()),
    saveHours: (form: HoursForm, actor: string) =>
      change<HoursOutcome>(
        (current) => parseHoursForm(form, current),
        (outcome, before) => ({
          action: "availability changed",
          detail: outcome.ok ? describeChange(before, outcome.settings) : "",
        }),
        actor,
      ),
    /** Closes a day, or the days from it to `lastInput` when that is given. */
    closeDay: (input: unknown, actor: string, lastInput?: unknown) =>
      change<DayOutcome>(
        (current) => closeDay(current, input, businessDate(seed, new Date()), lastInput),
        dayAudit("closed"),
        actor,
      ),
    /** Reopens a closed day, or the closed days from it to `lastInput` when that is given. */
    reopenDay: (input: unknown, actor: string, lastInput?: unknown) =>
      change<DayOutcome>((current) => reopenDay(current, input, lastInput), dayAudit("reopened"), actor),
  };
}

export type Availability = ReturnType<typeof createAvailability>;
