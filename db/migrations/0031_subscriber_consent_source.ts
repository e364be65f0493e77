import { sql, type Kysely } from "kysely";

// Where a subscriber's consent comes from (issue 40, item 4): the emailed confirmation link, or
// staff who imported the address and ticked that its owner had already consented (who did it is
// kept by name, as the activity log keeps it, so it outlives the account).
export async function up(db: Kysely<unknown>) {
  await db.schema
    .alterTable("subscribers")
    .addColumn("consent_source", "text", (col) => col.check(sql`consent_source in ('confirmation', 'import')`))
    .execute();
  await db.schema.alterTable("subscribers").addColumn("consent_recorded_by", "text").execute();
  await sql`update subscribers set consent_source = 'confirmation' where confirmed_at is not null`.execute(db);
}

export async function down(db: Kysely<unknown>) {
  await db.schema.alterTable("subscribers").dropColumn("consent_recorded_by").execute();
  await db.schema.alterTable("subscribers").dropColumn("consent_source").execute();
}
