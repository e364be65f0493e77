import { ApiError, apiJson, apiRoute, readJsonObject, requireApiActor, validate } from "./api.server";
import { EDITABLE, RECORDS, writePermission, type EditableKind, type RecordOf } from "./records.server";

/**
 * The loader and action of an /api route for one record of `kind` (its `:id`): GET it as
 * `{ [name]: record }`, PUT (replace) it and DELETE it; the writes need the kind's write permission.
 * A malformed or unknown id is a 404 with `notFound`.
 */
export function apiRecordRoute<K extends EditableKind>(
  kind: K,
  {
    name,
    notFound,
    deleted,
    toApi,
    kept,
    readableBy = async () => true,
  }: {
    /** The record's key in the JSON, e.g. `blog`. */
    name: string;
    notFound: string;
    /** The message of a delete. */
    deleted: string;
    /** The record's JSON shape (it may read more, e.g. a job's screening questions). */
    toApi: (record: RecordOf<K>) => unknown;
    /** What a PUT that leaves fields out keeps of the record, instead of a new record's defaults. */
    kept?: (record: RecordOf<K>) => object;
    /** Whether the caller may read this record (GET); a record they may not is a 404. Everyone by default. */
    readableBy?: (record: RecordOf<K>, request: Request) => Promise<boolean>;
  },
) {
  const { parse, load, remove } = RECORDS[kind];
  const { schema, update } = EDITABLE[kind];
  const permission = writePermission(kind);

  function idOf(param: string | undefined) {
    const id = parse(param);
    if (!id) throw new ApiError(404, notFound);
    return id;
  }

  async function found<T>(record: Promise<T | null>) {
    const existing = await record;
    if (!existing) throw new ApiError(404, notFound);
    return existing;
  }

  return apiRoute({
    async GET({ request, params }) {
      const record = await found(load(idOf(params.id)));
      if (!(await readableBy(record, request))) throw new ApiError(404, notFound);
      return apiJson({ [name]: await toApi(record) });
    },

    async PUT({ request, params }) {
      const actor = await requireApiActor(request, permission);
      const id = idOf(params.id);
      const body = await readJsonObject(request);
      const input = validate(schema, kept ? { ...kept(await found(load(id))), ...body } : body);
      const record = await found(update(id, input, actor));
      return apiJson({ [name]: await toApi(record) });
    },

    async DELETE({ request, params }) {
      const actor = await requireApiActor(request, permission);
      if (!(await remove(idOf(params.id), actor))) throw new ApiError(404, notFound);
      return apiJson({ message: deleted });
    },
  });
}
