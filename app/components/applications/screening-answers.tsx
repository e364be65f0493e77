import { answerText, type StoredAnswer } from "~/lib/screening";

/** An application's answers to its job's screening questions, in the words the candidate read; knock-outs marked. */
export function ScreeningAnswers({ answers }: { answers: StoredAnswer[] }) {
  const knockedOut = answers.filter((answer) => answer.knockedOut).length;
  return (
    <section className="mt-8" aria-labelledby="answers-title">
      <h2 id="answers-title" className="text-lg font-semibold">
        Screening answers
      </h2>
      {knockedOut > 0 ? (
        <p className="mt-2 text-sm font-medium text-danger">
          Knocked out: {knockedOut === 1 ? "one answer disqualifies" : `${knockedOut} answers disqualify`}.
        </p>
      ) : null}
      <dl className="mt-3 grid gap-4 text-sm">
        {answers.map((answer) => (
          <div key={answer.key} className="rounded-xl bg-card p-4">
            <dt className="text-muted-foreground">{answer.question}</dt>
            <dd className="mt-1 whitespace-pre-line break-words font-medium">
              {answerText(answer.value)}
              {answer.knockedOut ? (
                <span className="ml-2 rounded-full border border-danger/40 px-2 py-0.5 text-xs font-semibold text-danger">
                  Knock-out answer
                </span>
              ) : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
