/** The address field and button of a small sign-up form (the newsletter's, job alerts'), its label for screen readers. */
export function EmailSignupRow({
  id,
  submitLabel,
  className = "flex gap-2",
}: {
  id: string;
  submitLabel: string;
  className?: string;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        Email address
      </label>
      <div className={className}>
        <input
          id={id}
          name="email"
          type="email"
          required
          maxLength={254}
          autoComplete="email"
          placeholder="you@example.com"
          className="input min-w-0 flex-1"
        />
        <button type="submit" className="btn-primary shrink-0">
          {submitLabel}
        </button>
      </div>
    </>
  );
}
