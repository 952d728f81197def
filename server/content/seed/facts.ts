// The business facts a new database starts with: common/site.ts's, stored on first start.
import { seedFacts, type BusinessFacts } from "../../../common/business-facts.ts";
import type { SeedItem } from "../collection.ts";
import { FACTS_SLUG } from "../facts.ts";

export const factsSeed = (): SeedItem<BusinessFacts>[] => [{ slug: FACTS_SLUG, position: 0, data: seedFacts }];
