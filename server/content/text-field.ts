// The text fields of the content kinds the office edits, checked the same way in every kind.
import { z } from "zod";

/**
 * Text an office form takes: trimmed, from `min` to `max` characters, each limit with the words
 * that tell the owner what to write instead.
 */
export const textField = (min: number, tooShort: string, max: number, tooLong: string) =>
  z.string().trim().min(min, tooShort).max(max, tooLong);
