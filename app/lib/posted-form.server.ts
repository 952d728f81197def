// A post's form as the pages' actions read it: a body that is not a readable form is a 400, said
// as such, and each field's text is read alike.
import { data } from "react-router";

/** The posted form; a body that cannot be read as one is answered with a 400. */
export async function readPostedForm(request: Request): Promise<FormData> {
  const form = await request.formData().catch(() => undefined);
  if (!form) throw data("The form could not be read: send it again.", { status: 400 });
  return form;
}

/** A field's text: undefined when the form has no such field, or a file under its name. */
export const textOf = (form: FormData) => (name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value : undefined;
};
