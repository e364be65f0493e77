import { Form } from "@remix-run/react";

import { QUESTION_TYPE_LABELS, type QuestionType } from "~/lib/screening";

type Template = { id: number; fields: Partial<Record<string, string>> };

/** The saved question templates, each with its own small form to delete it (the jobs it was added to keep their copies). */
export function QuestionTemplates({ templates }: { templates: Template[] }) {
  return (
    <section aria-labelledby="templates-title" className="mt-12 max-w-3xl">
      <h2 id="templates-title" className="text-xl font-semibold">
        Question templates
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">
        Save a question with its "Save as template" button; add a template to any job from the form above.
      </p>
      {templates.length === 0 ? (
        <p className="mt-4 text-muted-foreground">No templates yet.</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {templates.map((template) => (
            <li
              key={template.id}
              className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-4"
            >
              <span>
                <span className="font-medium">{template.fields.text}</span>{" "}
                <span className="text-sm text-muted-foreground">
                  ({QUESTION_TYPE_LABELS[template.fields.type as QuestionType] ?? template.fields.type})
                </span>
              </span>
              <Form method="post">
                <input type="hidden" name="_action" value="delete-template" />
                <input type="hidden" name="template" value={template.id} />
                <button type="submit" className="btn-ghost px-3 py-2 text-sm text-danger">
                  Delete template<span className="sr-only"> {template.fields.text}</span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
