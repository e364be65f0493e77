import type { Kysely } from "kysely";

// A newsletter confirmation is a goal with the source of the visit that subscribed (issue 43):
// the subscribe form's signed visit source and page wait on the pending subscriber until its
// link is used, then are cleared. Where a visit came from, never who made it.
export async function up(db: Kysely<unknown>) {
  await db.schema.alterTable("subscribers").addColumn("visit_source", "text").execute();
  await db.schema.alterTable("subscribers").addColumn("visit_page", "text").execute();
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("subscribers").dropColumn("visit_page").execute();
  await db.schema.alterTable("subscribers").dropColumn("visit_source").execute();
}
