// ipju UI kit. Pages import from 'components/ui'.
export { UIProvider } from './UIProvider';
export type { UIProviderProps } from './UIProvider';

export { Button, BottomCTA } from './Button/Button';
export type { ButtonProps, ButtonSize, ButtonVariant, BottomCTAProps } from './Button/Button';
export { Spinner } from './Spinner/Spinner';
export type { SpinnerProps } from './Spinner/Spinner';
export { Skeleton, SkeletonGroup, SkeletonText } from './Skeleton/Skeleton';
export type { SkeletonProps } from './Skeleton/Skeleton';
export { EmptyState } from './EmptyState/EmptyState';
export type { EmptyStateProps } from './EmptyState/EmptyState';
export { DoneScreen } from './DoneScreen/DoneScreen';
export type { DoneScreenProps } from './DoneScreen/DoneScreen';
export { PriceTag, discountRateOf } from './PriceTag/PriceTag';
export type { PriceTagProps } from './PriceTag/PriceTag';
export { Chip } from './Chip/Chip';
export type { ChipProps } from './Chip/Chip';
export { Tabs } from './Tabs/Tabs';
export type { TabItem, TabsProps } from './Tabs/Tabs';
export { TextField } from './TextField/TextField';
export type { TextFieldProps } from './TextField/TextField';
export { PhoneInput } from './TextField/PhoneInput';
export type { PhoneInputProps } from './TextField/PhoneInput';
export { TextArea } from './TextField/TextArea';
export type { TextAreaProps } from './TextField/TextArea';
export { FormError } from './FormError/FormError';
export type { FormErrorProps } from './FormError/FormError';
export { Checkbox } from './Checkbox/Checkbox';
export type { CheckboxProps } from './Checkbox/Checkbox';

export { Modal } from './Modal/Modal';
export type { ModalProps } from './Modal/Modal';
export { AlertModal, ConfirmModal } from './Modal/ConfirmModal';
export type { AlertModalProps, ConfirmModalProps } from './Modal/ConfirmModal';
export { ImageModal } from './Modal/ImageModal';
export type { ImageModalProps } from './Modal/ImageModal';
export { UpdateModal } from './Modal/UpdateModal';
export type { UpdateModalProps } from './Modal/UpdateModal';
export { FullScreenModal } from './FullScreenModal/FullScreenModal';
export type { FullScreenModalProps } from './FullScreenModal/FullScreenModal';
export {
  BottomSheet,
  BottomSheetClose,
  BottomSheetContent,
  BottomSheetFooter,
  BottomSheetHeader,
} from './BottomSheet/BottomSheet';
export type { BottomSheetHeaderProps, BottomSheetProps } from './BottomSheet/BottomSheet';
export { ReportSheet } from './ReportSheet/ReportSheet';
export type { ReportSheetProps } from './ReportSheet/ReportSheet';
export { NotificationSheet, NOTIFICATION_SHEET_KEY } from './NotificationSheet/NotificationSheet';
export type { NotificationSheetProps } from './NotificationSheet/NotificationSheet';
export { DateTimeModal, DEFAULT_TIME_OPTIONS } from './DateTimeModal/DateTimeModal';
export type {
  DateTimeModalProps,
  DateTimePickerType,
  DateTimeValue,
  ScheduleDate,
} from './DateTimeModal/DateTimeModal';
export { Calendar } from './DateTimeModal/Calendar';
export type { CalendarProps } from './DateTimeModal/Calendar';
export { ProgressiveImage } from './ProgressiveImage/ProgressiveImage';
export type { AspectRatio, ProgressiveImageProps } from './ProgressiveImage/ProgressiveImage';
export { ImageViewer } from './ImageViewer/ImageViewer';
export type { ImageViewerProps } from './ImageViewer/ImageViewer';
export { PhotoPicker } from './PhotoPicker/PhotoPicker';
export type { PhotoPickerProps } from './PhotoPicker/PhotoPicker';
export { usePhotoUploads } from './PhotoPicker/usePhotoUploads';
export type { PhotoUploads, PickedPhoto } from './PhotoPicker/usePhotoUploads';

export { ToastProvider, useToast } from './Toast/Toast';
export type { ToastApi, ToastOptions, ToastProviderProps } from './Toast/Toast';
export { ModalProvider, useModal } from './ModalHost/ModalHost';
export type { AlertOptions, ConfirmOptions, ModalControls, ModalRender, UseModalResult } from './ModalHost/ModalHost';
export { Dialog } from './internal/Dialog';
export type { DialogProps, DialogVariant } from './internal/Dialog';
export { QuestionItem } from './QuestionItem/QuestionItem';
export type { QuestionItemProps } from './QuestionItem/QuestionItem';
export { LoadError } from './LoadError/LoadError';
