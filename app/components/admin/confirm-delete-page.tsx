import { Form, Link, useActionData } from "@remix-run/react";

type Props = {
  question: string;
  message: string;
  detail?: string;
  backTo: string;
  confirmLabel: string;
  cancelLabel: string;
};

/**
 * The delete confirmation used without JavaScript (with it, a dialog on the list asks instead).
 * It comes back with the action's error when the delete could not be made (a busy database).
 */
export function ConfirmDeletePage({ question, message, detail, backTo, confirmLabel, cancelLabel }: Props) {
  const error = useActionData<{ error?: string }>()?.error;
  return (
    <div className="mx-auto mt-10 max-w-md rounded-2xl border border-border bg-background p-8 text-center shadow-sm">
      <h1 className="text-2xl font-bold tracking-tight">{question}</h1>
      <p className="mt-3 text-muted-foreground">{message}</p>
      {detail ? <p className="mt-2 font-medium">{detail}</p> : null}
      {error ? (
        <p role="alert" className="mt-4 rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
      <div className="mt-8 flex justify-center gap-3">
        <Link to={backTo} className="btn-outline">
          {cancelLabel}
        </Link>
        <Form method="post">
          <button type="submit" className="btn-danger">
            {confirmLabel}
          </button>
        </Form>
      </div>
    </div>
  );
}
