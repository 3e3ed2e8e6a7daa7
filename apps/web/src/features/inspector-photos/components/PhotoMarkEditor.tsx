import type { PhotoShape } from '@ipju/contract';
import { useState } from 'react';
import { Button } from '../../../components/ui/Button/Button';
import { FullScreenModal } from '../../../components/ui/FullScreenModal/FullScreenModal';
import { PhotoAnnotator } from '../../../components/ui/PhotoAnnotator/PhotoAnnotator';
import styles from './PhotoMarkEditor.module.css';

export interface MarkablePhoto {
  url: string;
  width: number;
  height: number;
  annotations: readonly PhotoShape[];
}

export interface PhotoMarkEditorProps {
  photo: MarkablePhoto | null;
  /** What the photo shows, e.g. '침실1 · 도배' (the photo's alt text). */
  label: string;
  onSave: (shapes: PhotoShape[]) => void;
  onClose: () => void;
  /** The button that closes without marks (just after taking the photo: 표시 없이 저장). */
  skipLabel?: string;
}

/** Full-screen marking of one photo: the annotator, then 저장하기. Closing keeps the photo as it was. */
export function PhotoMarkEditor({ photo, label, onSave, onClose, skipLabel = '취소' }: PhotoMarkEditorProps) {
  return (
    <FullScreenModal isOpen={photo !== null} onClose={onClose} title="사진에 표시하기">
      {photo && <EditorBody key={photo.url} photo={photo} label={label} onSave={onSave} onClose={onClose} skipLabel={skipLabel} />}
    </FullScreenModal>
  );
}

function EditorBody({ photo, label, onSave, onClose, skipLabel }: Required<Omit<PhotoMarkEditorProps, 'photo'>> & { photo: MarkablePhoto }) {
  const [shapes, setShapes] = useState<PhotoShape[]>(() => [...photo.annotations]);
  const [changed, setChanged] = useState(false);
  return (
    <div className={styles.body}>
      <PhotoAnnotator
        src={photo.url}
        alt={`${label} 사진`}
        width={photo.width}
        height={photo.height}
        defaultShapes={photo.annotations}
        onChange={(next) => {
          setShapes(next);
          setChanged(true);
        }}
      />
      <div className={styles.actions}>
        <Button variant="secondary" size="lg" onClick={onClose}>
          {skipLabel}
        </Button>
        <Button size="lg" fullWidth disabled={!changed} onClick={() => onSave(shapes)}>
          표시 저장하기
        </Button>
      </div>
    </div>
  );
}
