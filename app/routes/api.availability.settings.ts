import { saveSettings, settingsAnswer } from "~/utils/api-availability.server";
import { apiRoute, readJsonObject, requireApiActor, requireApiPermission } from "~/utils/api.server";

export const { loader, action } = apiRoute({
  /** The booking calendar's rules and their version: for staff who may edit them. */
  async GET({ request }) {
    await requireApiPermission(request, "availability:edit");
    return settingsAnswer();
  },

  async PUT({ request }) {
    const actor = await requireApiActor(request, "availability:edit");
    return saveSettings(await readJsonObject(request), actor);
  },
});
