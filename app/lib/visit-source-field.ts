/** The hidden field a goal's form carries its visit's signed source in (app/utils/visit-source.server.ts). */
export const VISIT_SOURCE_FIELD = "visit_source";
