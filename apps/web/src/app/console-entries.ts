import type { PatchRoutesOnNavigationFunction } from 'react-router';
import { patchInspectorConsole } from './inspector-entry';
import { patchPartnerConsole } from './partner-entry';
import { patchStaffConsole } from './staff-entry';

/** The lazily added consoles: each answers only its own paths (partner: /partner, /business/items; inspector: /inspector; staff: /staff). */
export const patchConsoles: PatchRoutesOnNavigationFunction = async (args) => {
  await patchPartnerConsole(args);
  await patchInspectorConsole(args);
  await patchStaffConsole(args);
};
