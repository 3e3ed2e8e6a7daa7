/** The staff account: sign-in, profile and sign-out. */
export { staffRoutes } from './staff.routes';
export { createStaffService, type StaffService } from './staff.service';
