import { notFound, type AppError } from './errors';
import type { SessionInfo } from './session-store';

/**
 * Who may touch an object, decided in one place (docs/CONVENTIONS.md, "Authorisation"). Whether a role may
 * call a route at all is the auth plugin's job (401 signed out, 403 another role); this decides, for a
 * caller allowed on the route, whether one object is theirs. An object that is not the caller's gets the
 * very error a missing one gets (404 and the same Korean message), so nobody learns that it exists.
 */

/**
 * Who is asking: a resident; a partner company's account (an inspector is an account of an inspection
 * company, `isInspection`); a staff member; or a guest (nobody signed in, maybe a device's guestKey).
 */
export type Caller =
  | { role: 'resident'; residentIdx: number }
  | { role: 'partner'; partnerIdx: number; isInspection: boolean }
  | { role: 'staff'; staffIdx: number }
  | { role: 'guest'; guestKey: string | null };

export const asResident = (residentIdx: number): Caller => ({ role: 'resident', residentIdx });
export const asPartner = (partnerIdx: number, isInspection = false): Caller => ({ role: 'partner', partnerIdx, isInspection });
export const asStaff = (staffIdx: number): Caller => ({ role: 'staff', staffIdx });
export const asGuest = (guestKey: string | null = null): Caller => ({ role: 'guest', guestKey });

/** The caller a request's session makes; no session (or a partner account without company) is a guest. */
export function callerOf(session: SessionInfo | null | undefined, guestKey: string | null = null): Caller {
  if (session?.role === 'resident') return asResident(session.subjectIdx);
  if (session?.role === 'partner' && session.partnerIdx !== null) return asPartner(session.partnerIdx, session.isInspection);
  if (session?.role === 'staff') return asStaff(session.subjectIdx);
  return asGuest(guestKey);
}

/**
 * Who an object belongs to; any one of them may touch it. An order line belongs to its resident and to the
 * company it was sold to (`{ residentIdx, partnerIdx }`). `staff: true` for what staff look after
 * (consultations, reported posts), `everyone: true` for what anybody may read (a visible question).
 * No owner at all (`NOBODY`) is an object nobody may touch any more (a deleted post).
 */
export interface Owners {
  residentIdx?: number | null;
  partnerIdx?: number | null;
  guestKey?: string | null;
  staff?: boolean;
  everyone?: boolean;
}

export const NOBODY: Owners = {};

/** True when the caller is one of the owners. */
export function isOwner(caller: Caller, owners: Owners): boolean {
  if (owners.everyone) return true;
  switch (caller.role) {
    case 'resident':
      return owners.residentIdx != null && owners.residentIdx === caller.residentIdx;
    case 'partner':
      return owners.partnerIdx != null && owners.partnerIdx === caller.partnerIdx;
    case 'staff':
      return owners.staff === true;
    case 'guest':
      return caller.guestKey !== null && owners.guestKey != null && owners.guestKey === caller.guestKey;
  }
}

/** What a missing object is called (notFound('주문') -> '주문을 찾을 수 없어요.'), or its own 404. */
export type Missing = string | (() => AppError);

const missingError = (missing: Missing) => (typeof missing === 'string' ? notFound(missing) : missing());

/**
 * The object, when it exists and the caller is one of its owners; otherwise throws the missing object's
 * error. `ownersOf` reads the owners off the object (NOBODY for one no longer there, e.g. deleted).
 *
 *   const order = authorize(asResident(residentIdx), await repo.findOrder(db, uid), (o) => ({ residentIdx: o.residentIdx }), '주문');
 */
export function authorize<T>(caller: Caller, object: T | null | undefined, ownersOf: (object: T) => Owners, missing: Missing): T {
  if (object === null || object === undefined || !isOwner(caller, ownersOf(object))) throw missingError(missing);
  return object;
}

/** authorize for owners known without the object (a resident number in the query, an id in the path). */
export function authorizeOwners(caller: Caller, owners: Owners, missing: Missing): void {
  if (!isOwner(caller, owners)) throw missingError(missing);
}

/**
 * For requests naming several objects by id (cart lines): the caller's own among those found (in the
 * order found), and the ids asked for that are missing or someone else's, told apart by nothing (callers
 * answer both with one 404).
 */
export function authorizeEach<T>(
  caller: Caller,
  ids: readonly number[],
  found: readonly T[],
  idOf: (object: T) => number,
  ownersOf: (object: T) => Owners,
): { owned: T[]; missing: number[] } {
  const asked = new Set(ids);
  const owned = found.filter((object) => asked.has(idOf(object)) && isOwner(caller, ownersOf(object)));
  const ownIds = new Set(owned.map(idOf));
  return { owned, missing: ids.filter((id) => !ownIds.has(id)) };
}

/** Owners of a resident's own object (zzim, review, question, consultation, survey response, order). */
export const residentOwned = (row: { residentIdx: number }): Owners => ({ residentIdx: row.residentIdx });

/** Owners of an order line: the resident who bought it and the company it was sold to. */
export const lineOwners = (row: { residentIdx: number; partnerIdx: number }): Owners => ({ residentIdx: row.residentIdx, partnerIdx: row.partnerIdx });
