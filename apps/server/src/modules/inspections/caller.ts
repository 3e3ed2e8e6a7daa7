import type { FastifyRequest } from 'fastify';
import { partnerIdx } from '../../plugins/auth';
import type { InspectorCaller } from './tasks.service';

/** The inspector on an 'inspector' route: the company (what it may touch) and the account (who recorded). */
export const inspectorOf = (req: FastifyRequest): InspectorCaller => ({ partnerIdx: partnerIdx(req), accountIdx: req.session!.subjectIdx });
