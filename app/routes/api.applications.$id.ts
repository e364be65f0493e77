import {
  type Application,
  changeApplicationStage,
  findApplication,
  STAGE_UNCHANGED_MESSAGE,
  StageChangeSchema,
} from "~/models/application.server";
import { parseId } from "~/models/query.server";
import { applicationAnswers } from "~/models/screening.server";
import { toApiApplication } from "~/utils/api-shapes.server";
import {
  ApiError,
  apiJson,
  apiRoute,
  readJsonObject,
  requireApiActor,
  requireApiPermission,
  validate,
} from "~/utils/api.server";
import { mailContext } from "~/utils/mail-context.server";

const NOT_FOUND = "Application not found";

/** An application with its screening answers (typed values, the question's words when answered). */
async function withAnswers(application: Application) {
  return { ...toApiApplication(application), answers: await applicationAnswers(application.id) };
}

async function requireApplication(idParam: string | undefined) {
  const id = parseId(idParam);
  const application = id ? await findApplication(id) : null;
  if (!application) throw new ApiError(404, NOT_FOUND);
  return application;
}

export const { loader, action } = apiRoute({
  async GET({ request, params }) {
    await requireApiPermission(request, "applications:read");
    return apiJson({ application: await withAnswers(await requireApplication(params.id)) });
  },

  /**
   * Moves the application in the pipeline: `{ "stage": "interview" }`, recorded with the token's
   * user; `{ "stage": "rejected", "notifyCandidate": true }` also sends the rejection email.
   */
  async PATCH({ request, params }) {
    const actor = await requireApiActor(request, "applications:write");
    const { id } = await requireApplication(params.id);
    const { stage, notifyCandidate } = validate(StageChangeSchema, await readJsonObject(request));
    const changed = await changeApplicationStage(id, stage, actor, {
      mail: await mailContext(),
      notifyCandidate,
    });
    if (changed === null) throw new ApiError(404, NOT_FOUND);
    if (changed === "unchanged") throw new ApiError(409, STAGE_UNCHANGED_MESSAGE);
    return apiJson({ application: await withAnswers((await findApplication(id))!) });
  },
});
