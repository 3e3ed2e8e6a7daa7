import type { FastifyRequest } from 'fastify';

/** The signed-in resident on an 'optional' route (null for guests, partners and staff). */
export const viewerIdx = (req: FastifyRequest): number | null =>
  req.session?.role === 'resident' ? req.session.subjectIdx : null;
