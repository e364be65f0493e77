import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { previewPath } from "~/lib/post-preview.server";
import { requireRecordOf } from "~/utils/admin-record.server";
import { env } from "~/utils/env.server";

/**
 * "Preview" on a post's back-office pages: a fresh preview link, 7 days valid, to open and share
 * (its address is the link). Writers only.
 */
export async function loader(args: LoaderFunctionArgs) {
  const { id } = await requireRecordOf(args, "blogs");
  return redirect(previewPath(env.sessionSecret, id));
}
