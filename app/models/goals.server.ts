import { db } from "~/db.server";
import { dayOf } from "~/lib/page-view";

// Goals (issue 43): a form a visitor sent that the company wants more of, with where the visit
// came from (utils/visit-source.server.ts) and the page that led to the form.

export const GOALS = {
  contact: "Contact message",
  booking: "Booking",
  application: "Application",
  newsletter: "Newsletter confirmation",
} as const;
export type Goal = keyof typeof GOALS;

/** Where a visit came from: its utm_source, ref or referring host, and the page of this site it left for a form. */
export type VisitSource = { source: string | null; page: string | null };

export type GoalInput = VisitSource & {
  goal: Goal;
  job?: { id: number; title: string } | null;
};

export async function recordGoal({ goal, page, source, job = null }: GoalInput, now = new Date()) {
  await db
    .insertInto("analytics_goals")
    .values({
      reached_at: now.toISOString(),
      day: dayOf(now),
      goal,
      page,
      source,
      job_id: job?.id ?? null,
      job_title: job?.title ?? null,
    })
    .execute();
}
