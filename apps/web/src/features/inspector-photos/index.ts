/**
 * Public surface of inspector-photos (사전점검 사진 in the inspector console):
 * - `PhotoCaptureButton`: the camera under a task row (keeps photos on the device until sent, offers the
 *   three photos of a defect, opens the marking screen after each photo)
 * - `registerInspectorPhotoSenders()`: the console calls it once on load, so photos waiting on the device
 *   are sent whichever screen is open
 * - `inspectorRoutes`: /inspector/inspections/:inspectionId/photos (the gallery)
 */
export { PhotoCaptureButton, type PhotoCaptureButtonProps } from './components/PhotoCaptureButton';
export { registerInspectorPhotoSenders, PHOTO_ADD, PHOTO_MARK } from './outbox/photo-outbox';
export { inspectorRoutes } from './routes';
