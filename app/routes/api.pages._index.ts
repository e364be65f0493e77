import { documentDefinition } from "~/content/documents";
import { publishedDocuments } from "~/models/content-document.server";
import { toApiPage } from "~/utils/api-shapes.server";
import { apiJson, apiRoute } from "~/utils/api.server";

export const { loader, action } = apiRoute({
  /** Every page's published document, the site settings included: what every visitor reads. */
  async GET() {
    const documents = await publishedDocuments();
    return apiJson({ pages: documents.filter(({ key }) => documentDefinition(key) !== null).map(toApiPage) });
  },
});
