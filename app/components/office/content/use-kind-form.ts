import { useLastAnswer, useSuccessKey } from "~/lib/office-save";
import { fieldsOf } from "./form-fields";

/**
 * What every kind's form starts from: a key that changes with each save that succeeded
 * (useSuccessKey), the last real answer (a refused save's typed values stay while a later save is
 * lost in transit), the values the fields show (typed into a refused save, else stored), the
 * messages by field, and `field(name)`, a field bound to both.
 */
export function useKindForm<
  Values extends object,
  Answer extends { values?: Values; fieldErrors?: Partial<Record<string, string>> },
>(values: Values, actionData: Answer | undefined) {
  const saves = useSuccessKey();
  const answer = useLastAnswer(actionData);
  const shown = answer?.values ?? values;
  const errors = (actionData?.fieldErrors ?? {}) as Record<string, string>;
  return { saves, answer, typed: answer?.values ? answer : undefined, shown, errors, field: fieldsOf(shown, errors) };
}
