import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import { useActionData, useFetcher, useNavigate } from "react-router";
import {
  KEEP_TYPED_FIELD,
  fieldLabels,
  forms,
  isRequired,
  maxLengths,
  missingRequiredFields,
  notices,
  requiredMessages,
  type EnquiryResult,
  type KeptValues,
  type FieldOf,
  type FormName,
  type NoticeKind,
} from "#common/enquiry.ts";
import { forgetCampaign } from "~/lib/campaign";
import type { NoticeArrival } from "./Notice";
import { useFormDraft } from "./useFormDraft";

/**
 * The state machine shared by the enquiry forms: idle → submitting (button disabled, "Sending...")
 * → idle with a notice. With JavaScript the form submits in place through a fetcher to its route,
 * whose clientAction (lib/submit-in-place.ts) turns any failure in transit into the Error
 * notice; without it the browser posts and the server-rendered page carries the same result
 * (useActionData). Only a real success clears the form and its saved draft.
 */
/**
 * The page each form posts to (its route's action). The call-me-back request keeps its `?call`:
 * refused without JavaScript, the page that answers is then that form again, not the booking form.
 */
const formActions: Record<FormName, string> = {
  contact: "/contact",
  consultation: "/consultation?call",
  booking: "/consultation",
  subscribe: "/newsletter",
};

export function useEnquiryForm<K extends FormName>(kind: K) {
  type F = FieldOf<K>;
  const action = formActions[kind];
  const required: readonly F[] = forms[kind].required;
  const fetcher = useFetcher<EnquiryResult>();
  const actionData = useActionData<EnquiryResult | KeptValues>();
  const serverResult = actionData && "notice" in actionData ? actionData : undefined;
  /** What was typed before a KeepTypedButton was pressed without JavaScript. */
  const carried = actionData && "kept" in actionData ? actionData.kept : undefined;
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const [missing, setMissing] = useState<F[]>([]);
  /** The presses of the form's button, counted: Missing Information repeated by another press arrives again. */
  const [presses, setPresses] = useState(0);
  useEffect(() => {
    // Once hydrated we check the required fields ourselves and show Missing Information
    // (requirements R10); before, and without JavaScript, the browser's own checks apply. Set on
    // the element, not rendered from a "hydrated" state: that state's change re-rendered the
    // whole form in one task the phone's main thread could not break up (Lighthouse's TBT).
    if (formRef.current) formRef.current.noValidate = true;
  }, []);
  // The two consultation forms keep one draft (their page's): switching from one to the other
  // with JavaScript brings what was typed along.
  const draft = useFormDraft(formRef, action.replace(/\?.*/, ""), { skipRestore: actionData !== undefined });
  const { clear: clearDraft } = draft;

  const result = fetcher.data ?? serverResult;
  const submitting = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.ok) {
      formRef.current?.reset();
      clearDraft();
    }
  }, [fetcher.state, fetcher.data, clearDraft]);

  useEffect(() => {
    // The chosen time was taken: it is no longer a choice (the week is read again meanwhile).
    if (fetcher.state !== "idle" || fetcher.data?.notice !== "taken") return;
    for (const radio of formRef.current?.querySelectorAll<HTMLInputElement>('input[name="start"]') ?? [])
      radio.checked = false;
  }, [fetcher.state, fetcher.data]);

  useEffect(() => {
    // A post without JavaScript that succeeded: the draft (if any, from an earlier visit) is done with.
    if (serverResult?.ok) clearDraft();
  }, [serverResult, clearDraft]);

  /** Puts the keyboard on a field that needs fixing; the notice above the form stays the thing in view. */
  const focusField = useCallback(
    (name: string) => formRef.current?.querySelector<HTMLElement>(`[name="${name}"]`)?.focus({ preventScroll: true }),
    [formRef],
  );

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const { submitter } = event.nativeEvent as SubmitEvent;
    if (submitter instanceof HTMLButtonElement && submitter.name === KEEP_TYPED_FIELD) {
      // Another week or the other form, shown here: the fields stay, or come back from the draft.
      event.preventDefault();
      draft.save();
      const to = new URL(submitter.formAction);
      void navigate(to.pathname + to.search, { preventScrollReset: "keepScroll" in submitter.dataset });
      return;
    }
    setPresses((count) => count + 1);
    const values = Object.fromEntries(new FormData(event.currentTarget)) as Partial<Record<F, unknown>>;
    const empty = missingRequiredFields(values, required);
    setMissing(empty);
    if (empty.length > 0) {
      event.preventDefault();
      focusField(empty[0]!);
    } else forgetCampaign();
  };

  const notice: NoticeKind | undefined = missing.length > 0 ? "missing" : submitting ? undefined : result?.notice;
  const errors = !result || result.ok ? {} : (result.fieldErrors ?? {});
  const firstError = Object.keys(errors)[0];

  useEffect(() => {
    // The server found a field to fix (an address it cannot read, a time no longer offered).
    if (fetcher.state === "idle" && firstError) focusField(firstError);
  }, [fetcher.state, fetcher.data, firstError, focusField]);
  const keptValues = result ? (result.ok ? {} : (result.values ?? {})) : (carried ?? {});
  const suggestions = !result || result.ok ? [] : (result.suggestions ?? []);

  const error = (field: F) =>
    // The server's words for the same miss (common/enquiry-schema.ts), so the page says the same with and without JavaScript.
    missing.includes(field) ? (requiredMessages[field] ?? `${fieldLabels[field]} is required.`) : errors[field];
  const value = (field: F) => keptValues[field];

  const form = {
    Form: fetcher.Form,
    action,
    /** What every enquiry <form> carries; its change events keep the draft. */
    formProps: {
      method: "post",
      action,
      // The contact form carries photos: sent as files, with JavaScript (the fetcher) and without.
      encType: kind === "contact" ? "multipart/form-data" : undefined,
      onSubmit,
      onChange: draft.save,
    } as const,
    submitting,
    notice,
    /**
     * The notice's identity: a new one at each press that finds a field still empty. A server's
     * answer needs none (its notice leaves while the form is sent); keyed by the press, the last
     * answer's notice would be made anew, and scrolled to, as the next send begins.
     */
    noticeKey: notice === "missing" ? `missing-${presses}` : notice,
    /** With a field to fix, the keyboard goes there and the notice is only shown; otherwise the notice takes it. */
    noticeArrival: (missing.length > 0 || firstError ? "scroll" : "focus") as NoticeArrival,
    /**
     * True when the fields were refilled from a draft saved earlier in this tab, until the visitor
     * sends: after a failed send the text is what they typed just now, not earlier.
     */
    draftRestored: draft.restored && !result,
    discardDraft: () => {
      formRef.current?.reset();
      draft.clear();
    },
    notices: notices[kind],
    /** After a chosen time was taken: the nearest free ones. */
    suggestions,
    /** What the last post sent back, hidden fields included. */
    keptValues,
    /** A field's wiring from the vocabulary: label, name, required, length limit, error and kept value. */
    field: (name: F) => ({
      name,
      label: fieldLabels[name],
      required: isRequired(kind, name),
      maxLength: (maxLengths as Partial<Record<F, number>>)[name],
      error: error(name),
      defaultValue: value(name),
    }),
  };
  // The form element's ref travels apart from the state, which render reads.
  return { form, formRef };
}
