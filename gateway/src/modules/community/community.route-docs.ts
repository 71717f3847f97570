import { z } from 'zod';
import type { RouteDoc } from '../route-doc.js';
import { CommunityFilters } from './use-cases/list-community-page.js';

export const communityRouteDocs: RouteDoc[] = [
  {
    method: 'get',
    path: '/agents',
    summary:
      'The community gallery: public agents by category, sorted and searched, a page at a time (ETag; a matching If-None-Match is answered 304)',
    auth: 'optional',
    query: z.object({ type: z.literal('community'), ...CommunityFilters.shape }),
  },
];
