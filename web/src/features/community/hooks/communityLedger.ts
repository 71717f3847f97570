import { COMMUNITY_CACHE_MS } from '../model/communityCacheMs';
import { createFreshnessLedger } from '../model/createFreshnessLedger';

/** When each community list of this page was fetched: the gallery and Prompt Ideas share it. */
export const communityLedger = createFreshnessLedger(COMMUNITY_CACHE_MS);
