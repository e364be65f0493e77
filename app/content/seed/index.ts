import type { DocumentContent, DocumentKey } from "../documents";
import { aboutSeed } from "./about";
import { contactSeed } from "./contact";
import { homeSeed } from "./home";
import { learningSeed } from "./learning";
import { cookiesSeed, privacySeed, termsSeed } from "./legal";
import { newsletterSeed } from "./newsletter";
import { servicesSeed } from "./services";
import { settingsSeed } from "./settings";
import { studioSeeds, studiosSeed } from "./studios";

/** Each document's first content: the copy the site shipped with, written to the database by the seed. */
export const DOCUMENT_SEEDS: { [K in DocumentKey]: DocumentContent<K> } = {
  home: homeSeed,
  about: aboutSeed,
  services: servicesSeed,
  studios: studiosSeed,
  "studio-acceleration": studioSeeds.acceleration,
  "studio-capital": studioSeeds.capital,
  "studio-growth": studioSeeds.growth,
  learning: learningSeed,
  contact: contactSeed,
  privacy: privacySeed,
  terms: termsSeed,
  cookies: cookiesSeed,
  settings: settingsSeed,
  newsletter: newsletterSeed,
};
