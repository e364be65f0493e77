import type { Migration } from "kysely";

import * as m0001 from "./0001_initial";
import * as m0002 from "./0002_job_filter_index";
import * as m0003 from "./0003_api_tokens";
import * as m0004 from "./0004_contact_and_appointments";
import * as m0005 from "./0005_job_search_index";
import * as m0006 from "./0006_job_workplace_country";
import * as m0007 from "./0007_refresh_token_grace";
import * as m0008 from "./0008_content_version";
import * as m0009 from "./0009_blog_read_time_and_indexes";
import * as m0010 from "./0010_content_version_notify";
import * as m0011 from "./0011_job_applications";
import * as m0012 from "./0012_email_outbox";
import * as m0013 from "./0013_user_roles";
import * as m0014 from "./0014_staff_accounts";
import * as m0015 from "./0015_post_lifecycle";
import * as m0016 from "./0016_post_slugs";
import * as m0017 from "./0017_post_search_text";
import * as m0018 from "./0018_post_tags";
import * as m0019 from "./0019_post_media";
import * as m0020 from "./0020_post_revisions";
import * as m0021 from "./0021_tag_content_version";
import * as m0022 from "./0022_rate_limits";
import * as m0023 from "./0023_content_version_at_commit";
import * as m0024 from "./0024_image_uploaded_at";
import * as m0025 from "./0025_tag_slug_redirects";
import * as m0026 from "./0026_content_documents";
import * as m0027 from "./0027_availability";
import * as m0028 from "./0028_site_search";
import * as m0029 from "./0029_newsletter";
import * as m0030 from "./0030_search_rank_order";
import * as m0031 from "./0031_subscriber_consent_source";
import * as m0032 from "./0032_screening_questions";
import * as m0033 from "./0033_consultants";
import * as m0034 from "./0034_analytics";
import * as m0035 from "./0035_two_factor";
import * as m0036 from "./0036_subscriber_visit_source";
import * as m0037 from "./0037_job_alerts";
import * as m0038 from "./0038_analytics_live";

/**
 * Every migration, imported statically so the server bundle carries them
 * (the build ships no loose .ts files). Append new ones; never edit or reorder.
 */
export const migrations: Record<string, Migration> = {
  "0001_initial": m0001,
  "0002_job_filter_index": m0002,
  "0003_api_tokens": m0003,
  "0004_contact_and_appointments": m0004,
  "0005_job_search_index": m0005,
  "0006_job_workplace_country": m0006,
  "0007_refresh_token_grace": m0007,
  "0008_content_version": m0008,
  "0009_blog_read_time_and_indexes": m0009,
  "0010_content_version_notify": m0010,
  "0011_job_applications": m0011,
  "0012_email_outbox": m0012,
  "0013_user_roles": m0013,
  "0014_staff_accounts": m0014,
  "0015_post_lifecycle": m0015,
  "0016_post_slugs": m0016,
  "0017_post_search_text": m0017,
  "0018_post_tags": m0018,
  "0019_post_media": m0019,
  "0020_post_revisions": m0020,
  "0021_tag_content_version": m0021,
  "0022_rate_limits": m0022,
  "0023_content_version_at_commit": m0023,
  "0024_image_uploaded_at": m0024,
  "0025_tag_slug_redirects": m0025,
  "0026_content_documents": m0026,
  "0027_availability": m0027,
  "0028_site_search": m0028,
  "0029_newsletter": m0029,
  "0030_search_rank_order": m0030,
  "0031_subscriber_consent_source": m0031,
  "0032_screening_questions": m0032,
  "0033_consultants": m0033,
  "0034_analytics": m0034,
  "0035_two_factor": m0035,
  "0036_subscriber_visit_source": m0036,
  "0037_job_alerts": m0037,
  "0038_analytics_live": m0038,
};
