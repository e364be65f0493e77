import type { z } from "zod";

import type { Actor } from "~/models/activity.server";
import { deleteApplication, findApplication, type Application } from "~/models/application.server";
import { deleteAppointment, getAppointment, type Appointment } from "~/models/appointment.server";
import {
  BlogInputSchema,
  createBlog,
  deleteBlog,
  getBlog,
  parseBlogId,
  updateBlog,
  type Blog,
  type BlogInput,
} from "~/models/blog.server";
import { deleteContactMessage, getContactMessage, type ContactMessage } from "~/models/contact-message.server";
import {
  createJob,
  deleteJob,
  getJob,
  JobInputSchema,
  parseJobId,
  updateJob,
  type Job,
  type JobInput,
} from "~/models/job.server";
import { parseId } from "~/models/query.server";

import type { Permission } from "./permissions";

// The kinds of record that the back-office and the API find, save and delete by id, named as their
// permissions are, and the model functions that do it: the record pages and the API's record
// routes are written once for every kind (admin-record.server.ts, record-form.server.ts, api-record.server.ts).

type Kinds = {
  blogs: { record: Blog; input: BlogInput };
  jobs: { record: Job; input: JobInput };
  messages: { record: ContactMessage };
  appointments: { record: Appointment };
  applications: { record: Application };
};

export type RecordKind = keyof Kinds;

export type RecordOf<K extends RecordKind> = Kinds[K]["record"];

/** How a record of each kind is found by the id in its URL, and deleted. */
export const RECORDS: {
  [K in RecordKind]: {
    /** The id in a URL, or null when it is not one. */
    parse: (value: string | null | undefined) => number | null;
    load: (id: number) => Promise<RecordOf<K> | null>;
    /** Whether there was a record to delete (the actor's delete is logged with it). */
    remove: (id: number, actor: Actor) => Promise<boolean>;
  };
} = {
  blogs: { parse: parseBlogId, load: getBlog, remove: deleteBlog },
  jobs: { parse: parseJobId, load: getJob, remove: deleteJob },
  messages: { parse: parseId, load: getContactMessage, remove: deleteContactMessage },
  appointments: { parse: parseId, load: getAppointment, remove: deleteAppointment },
  applications: { parse: parseId, load: findApplication, remove: deleteApplication },
};

/** A kind of record that is written from a form or the API. */
export type EditableKind = { [K in RecordKind]: Kinds[K] extends { input: unknown } ? K : never }[RecordKind];

type InputOf<K extends EditableKind> = Kinds[K]["input"];

/** How a record of each editable kind is checked (the schema of what a form or client sends), created and updated. */
export const EDITABLE: {
  [K in EditableKind]: {
    schema: z.ZodType<InputOf<K>, z.ZodTypeDef, unknown>;
    /** The new record; the actor's change is logged with it. */
    create: (input: InputOf<K>, actor: Actor) => Promise<RecordOf<K>>;
    /** The updated record, or null when there is none with this id. */
    update: (id: number, input: InputOf<K>, actor: Actor) => Promise<RecordOf<K> | null>;
  };
} = {
  blogs: {
    schema: BlogInputSchema,
    create: (input, actor) => createBlog(input, { actor }),
    update: (id, input, actor) => updateBlog(id, input, { actor }),
  },
  jobs: {
    schema: JobInputSchema,
    create: (input, actor) => createJob(input, { actor }),
    update: (id, input, actor) => updateJob(id, input, { actor }),
  },
};

/** What writing (creating, editing, deleting) a record of `kind` takes, in the back-office and through the API. */
export function writePermission(kind: RecordKind): Permission {
  return `${kind}:write`;
}
