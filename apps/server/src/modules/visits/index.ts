import type { AppDeps } from '../../app-deps';
import type { ApiInstance } from '../types';
import { partnerVisitsRoutes } from './partner.routes';
import { visitsRoutes } from './visits.routes';
import type { VisitsService } from './visits.service';

export {
  createVisitsService,
  eraseEntryCodeIfEnded,
  entryCodeWindow,
  readOrderVisits,
  type PreparedVisit,
  type VisitsService,
} from './visits.service';

/** Visit details of orders: the payment page's check, the company's reads, and the nightly erasure of entry codes. */
export async function visitsModule(app: ApiInstance, { visits }: { visits: VisitsService }, deps: AppDeps) {
  await visitsRoutes(app, visits);
  await partnerVisitsRoutes(app, visits);
  deps.jobs.work('visits.erase-entry-codes', async () => {
    await visits.sweep();
  });
  deps.jobs.schedule('visits.erase-entry-codes', '10 3 * * *');
}
