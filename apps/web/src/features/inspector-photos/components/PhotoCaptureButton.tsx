import { PHOTO_ROLE_SHORT_LABELS, type InspectionPhoto, type InspectionType, type PhotoRole, type PhotoShape } from '@ipju/contract';
import { Camera } from 'lucide-react';
import { useId, useMemo, useState, type ChangeEvent } from 'react';
import { useToast } from '../../../components/ui/Toast/Toast';
import { enqueueMarks, enqueuePhoto } from '../outbox/photo-outbox';
import { usePhotoOutboxSync } from '../outbox/usePhotoOutboxSync';
import { usePendingPhotos } from '../outbox/usePendingPhotos';
import { CAMERA_ACCEPT, checkInspectionPhoto, readBytes, readImageSize } from './photo-file';
import { PhotoMarkEditor, type MarkablePhoto } from './PhotoMarkEditor';
import { PhotoThumb } from './PhotoThumb';
import { nextRole, RuleOfThree } from './RuleOfThree';
import styles from './PhotoCapture.module.css';

export interface PhotoCaptureButtonProps {
  inspectionIdx: number;
  /** What the photo shows, e.g. '침실1 · 도배': the unsent list's words and the photo's alt text. */
  label: string;
  type?: InspectionType | null;
  spaceIdx?: number | null;
  /** The task the photo shows, once the server has it. */
  taskIdx?: number | null;
  /** The clientKey of a task still on the device: the photo is sent after it. */
  taskClientKey?: string | null;
  /** The task's photos already on the server (shown with the ones still on the device). */
  photos?: readonly InspectionPhoto[];
  /** Offer the three photos of a defect (wide, close, with a scale). Default: when a task is given. */
  ruleOfThree?: boolean;
}

interface Marking {
  clientKey: string | null;
  photoIdx: number | null;
  photo: MarkablePhoto;
  fresh: boolean;
}

/**
 * The camera straight from a task screen: opens the phone's camera, keeps the photo on the device at
 * once (it is uploaded when the connection allows, see outbox/photo-outbox.ts), then offers to mark it.
 * Shows the task's photos, those still waiting marked 전송 대기, and the three-photo checklist.
 */
export function PhotoCaptureButton({
  inspectionIdx,
  label,
  type = null,
  spaceIdx = null,
  taskIdx = null,
  taskClientKey = null,
  photos = [],
  ruleOfThree,
}: PhotoCaptureButtonProps) {
  const inputId = useId();
  const toast = useToast();
  usePhotoOutboxSync();

  const pending = usePendingPhotos(inspectionIdx);
  const mine = useMemo(
    () =>
      pending.photos.filter((p) =>
        taskIdx !== null || taskClientKey !== null
          ? (taskIdx !== null && p.taskIdx === taskIdx) || (taskClientKey !== null && p.taskClientKey === taskClientKey)
          : false,
      ),
    [pending.photos, taskIdx, taskClientKey],
  );
  const taken = useMemo(() => {
    const roles = new Set<PhotoRole>();
    for (const p of [...photos, ...mine]) if (p.role) roles.add(p.role);
    return roles;
  }, [photos, mine]);
  const [picked, setPicked] = useState<PhotoRole | null | undefined>(undefined);
  const role = picked === undefined || (picked !== null && taken.has(picked)) ? nextRole(taken) : picked;
  const offerRule = ruleOfThree ?? (taskIdx !== null || taskClientKey !== null);
  const [saving, setSaving] = useState(false);
  const [marking, setMarking] = useState<Marking | null>(null);

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const { mimeType, problem } = checkInspectionPhoto(file);
    if (problem) {
      toast.show(problem);
      return;
    }
    setSaving(true);
    try {
      const [bytes, size] = await Promise.all([readBytes(file), readImageSize(file)]);
      const item = await enqueuePhoto(
        {
          inspectionIdx,
          bytes,
          mimeType,
          fileName: file.name || 'photo.jpg',
          width: size?.width ?? null,
          height: size?.height ?? null,
          taskIdx,
          taskClientKey,
          type,
          spaceIdx,
          role: offerRule ? role : null,
        },
        label,
      );
      setPicked(undefined);
      if (typeof navigator !== 'undefined' && navigator.onLine === false) toast.show('사진을 기기에 저장했어요. 연결되면 올릴게요.');
      // Marks need the photo's shape; a format this browser cannot show is marked later from the gallery.
      if (size) {
        const url = URL.createObjectURL(file);
        setMarking({ clientKey: item.id, photoIdx: null, photo: { url, ...size, annotations: [] }, fresh: true });
      }
    } catch {
      toast.show('사진을 저장하지 못했어요. 기기 저장 공간을 확인하고 다시 찍어 주세요.');
    } finally {
      setSaving(false);
    }
  };

  const closeMarking = () => {
    if (marking?.fresh) URL.revokeObjectURL(marking.photo.url);
    setMarking(null);
  };

  const saveMarks = (annotations: PhotoShape[]) => {
    if (!marking) return;
    void enqueueMarks({ inspectionIdx, photoIdx: marking.photoIdx, photoClientKey: marking.clientKey, annotations }, label);
    closeMarking();
  };

  const count = photos.length + mine.length;
  return (
    <div className={styles.capture}>
      {offerRule && <RuleOfThree taken={taken} next={role} onPick={setPicked} />}
      {count > 0 && (
        <ul className={styles.strip} aria-label={`${label} 사진 ${count}장`}>
          {photos.map((photo) => (
            <li key={photo.photoIdx}>
              <PhotoThumb
                url={photo.url}
                width={photo.width}
                height={photo.height}
                annotations={pending.marks.get(photo.photoIdx) ?? photo.annotations}
                role={photo.role}
                alt={`${label} 사진`}
                onOpen={
                  photo.width && photo.height
                    ? () =>
                        setMarking({
                          clientKey: null,
                          photoIdx: photo.photoIdx,
                          photo: { url: photo.url, width: photo.width!, height: photo.height!, annotations: pending.marks.get(photo.photoIdx) ?? photo.annotations },
                          fresh: false,
                        })
                    : undefined
                }
              />
            </li>
          ))}
          {mine.map((photo) => (
            <li key={photo.clientKey}>
              <PhotoThumb
                url={photo.url}
                width={photo.width}
                height={photo.height}
                annotations={photo.annotations}
                role={photo.role}
                alt={`${label} 사진`}
                waiting={photo.error ?? '전송 대기'}
                onOpen={
                  photo.width && photo.height
                    ? () =>
                        setMarking({
                          clientKey: photo.clientKey,
                          photoIdx: null,
                          photo: { url: photo.url, width: photo.width!, height: photo.height!, annotations: photo.annotations },
                          fresh: false,
                        })
                    : undefined
                }
              />
            </li>
          ))}
        </ul>
      )}
      {/* capture opens the camera itself in the phone (and the partner app's webview), not the gallery. */}
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={CAMERA_ACCEPT}
        capture="environment"
        disabled={saving}
        onChange={(event) => void onFile(event)}
      />
      <label htmlFor={inputId} className={styles.cameraButton} aria-disabled={saving || undefined}>
        <Camera size={20} aria-hidden />
        {saving ? '사진 저장 중…' : role && offerRule ? `사진 찍기 · ${PHOTO_ROLE_SHORT_LABELS[role]}` : '사진 찍기'}
      </label>
      <PhotoMarkEditor
        photo={marking?.photo ?? null}
        label={label}
        onSave={saveMarks}
        onClose={closeMarking}
        skipLabel={marking?.fresh ? '표시 없이' : '취소'}
      />
    </div>
  );
}
