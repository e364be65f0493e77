import { PhoneField, TextField, type useFormReply } from "../form-field";

/**
 * Who is writing: the name, email and phone fields that open the contact and booking forms.
 * The booking form needs a phone number (its schema says so; the constraints cannot).
 */
export function PersonFields({
  field,
  phoneRequired = false,
}: {
  field: ReturnType<typeof useFormReply>["field"];
  phoneRequired?: boolean;
}) {
  const phone = field("phone");
  return (
    <>
      <TextField label="Name" {...field("name")} autoComplete="name" />
      <TextField label="Email" {...field("email")} type="email" autoComplete="email" />
      <PhoneField
        label={phoneRequired ? "Phone" : "Phone (optional)"}
        {...phone}
        required={phoneRequired || phone.required}
      />
    </>
  );
}
