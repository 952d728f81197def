import { createElement, type ComponentType } from "react";
import type { FormProps } from "~/lib/office-kind";

/** Each kind's form, found by its address: forms/<path>.tsx. */
const forms = import.meta.glob<ComponentType<FormProps<unknown>>>("../forms/*.tsx", { eager: true, import: "default" });

/** The form of the item's kind (`loaderData.kind`), given the page's data and the answer to its last post. */
export function KindForm(props: FormProps<unknown>) {
  const form = forms[`../forms/${props.loaderData.kind}.tsx`];
  if (!form) throw new Error(`no form for ${props.loaderData.kind}`);
  return createElement(form, props);
}
