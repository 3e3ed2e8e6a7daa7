/** Home-styling consultation requests: the resident's side and the staff's (staff.routes.ts). */
export { consultationRoutes } from './consultation.routes';
export { createConsultationService, type ConsultationService } from './consultation.service';
