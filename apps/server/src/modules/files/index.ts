/** Uploads (presigned URLs, the local upload route), and the check other modules run on uploaded keys. */
export { filesRoutes } from './files.routes';
export { partnerFilesRoutes } from './partner.routes';
export { staffFilesRoutes } from './staff.routes';
export { createFilesService, type FilesService } from './files.service';
export { findUploadedImages, type UploadedImage } from './uploaded-images';
