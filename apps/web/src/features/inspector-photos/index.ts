/**
 * Public surface of inspector-photos (사전점검 사진 in the inspector console):
 * - `PhotoCaptureButton`: the camera on a task screen (keeps photos on the device until sent, offers the
 *   three photos of a defect, opens the marking screen after each photo)
 * - `registerInspectorPhotoSenders(queryClient)`: the console shell calls it once so photos waiting on
 *   the device are sent whichever screen is open
 * - `inspectorPhotoRoutes`: /inspector/inspections/:inspectionId/photos (the gallery)
 */
export { PhotoCaptureButton, type PhotoCaptureButtonProps } from './components/PhotoCaptureButton';
export { registerInspectorPhotoSenders, PHOTO_ADD, PHOTO_MARK } from './outbox/photo-outbox';
export { inspectorPhotoRoutes } from './routes';
