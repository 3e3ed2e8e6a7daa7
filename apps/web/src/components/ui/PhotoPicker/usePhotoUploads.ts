import type { UploadType } from '@ipju/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { getPresignedUrl } from '../../../lib/api/getPresignedUrl';
import { isPhonePhoto, photoAccept, photoFileProblem, photoRule, uploadPhoto, UploadError } from '../../../lib/photo-upload';

export interface PickedPhoto {
  id: string;
  /** Preview address: the uploaded photo, or the picked file's blob address while it uploads. */
  url: string;
  /** Upload key (the server keeps the photo by it); null until uploaded. */
  key: string | null;
  status: 'uploading' | 'done' | 'error';
  /** 0..1 while uploading. */
  progress: number;
  error: string | null;
}

export interface PhotoUploads {
  photos: PickedPhoto[];
  /** How many photos the form takes. */
  max: number;
  /** The formats the upload type takes as photos, and `.heic`/`.heif` by name (the file input's accept). */
  accept: readonly string[];
  add: (files: FileList | File[]) => void;
  remove: (id: string) => void;
  retry: (id: string) => void;
  /** Why some picked files were not added (Korean), until the next pick or removal. */
  notice: string | null;
  uploading: boolean;
  failed: boolean;
  /** Upload keys of the photos that are up, in the order shown. */
  keys: string[];
}

let nextId = 1;

/**
 * The photos of a form for one upload type: existing ones (kept by key) and picked files, each uploaded
 * at once through the presigned address with its progress. At most `max`; files that are not of the
 * type's photo formats or over its size are refused with a Korean reason. Removing a photo stops its
 * upload; leaving the form stops them all and frees the previews.
 */
export function usePhotoUploads(
  type: UploadType,
  max: number,
  initial: ReadonlyArray<{ key: string; url: string }> = [],
  /** Where the signed upload address comes from (the partner console passes its bearer operation). */
  presign?: typeof getPresignedUrl,
): PhotoUploads {
  const presignRef = useRef(presign);
  presignRef.current = presign;
  const rule = useMemo(() => photoRule(type), [type]);
  const [photos, setPhotos] = useState<PickedPhoto[]>(() =>
    initial.map((p) => ({ id: `existing-${p.key}`, url: p.url, key: p.key, status: 'done', progress: 1, error: null })),
  );
  const [notice, setNotice] = useState<string | null>(null);
  const controllers = useRef(new Map<string, AbortController>());
  const blobs = useRef(new Map<string, string>());
  const files = useRef(new Map<string, File>());
  const countRef = useRef(photos.length);
  countRef.current = photos.length;

  const update = useCallback((id: string, patch: Partial<PickedPhoto>) => {
    setPhotos((list) => list.map((p) => (p.id === id ? { ...p, ...patch } : p)));
  }, []);

  const upload = useCallback(
    (id: string, file: File) => {
      const controller = new AbortController();
      controllers.current.set(id, controller);
      update(id, { status: 'uploading', progress: 0, error: null });
      uploadPhoto(file, type, { signal: controller.signal, presign: presignRef.current, onProgress: (progress) => update(id, { progress }) })
        // Most browsers cannot show a HEIC file: once up, its preview is the server's JPEG.
        .then(({ key, fileUrl }) => update(id, { key, status: 'done', progress: 1, ...(isPhonePhoto(file) ? { url: fileUrl } : {}) }))
        .catch((error: unknown) => {
          if (controller.signal.aborted) return;
          update(id, { status: 'error', error: error instanceof UploadError ? error.message : '사진을 올리지 못했어요. 다시 시도해 주세요.' });
        })
        .finally(() => controllers.current.delete(id));
    },
    [type, update],
  );

  const add = useCallback(
    (picked: FileList | File[]) => {
      const room = max - countRef.current;
      const problems: string[] = [];
      const accepted: File[] = [];
      for (const file of Array.from(picked)) {
        const problem = photoFileProblem(file, rule);
        if (problem) problems.push(problem);
        else accepted.push(file);
      }
      if (accepted.length > room) {
        problems.unshift(`사진은 ${max}장까지 올릴 수 있어요.${room > 0 ? ` ${room}장만 더 담았어요.` : ''}`);
        accepted.length = Math.max(0, room);
      }
      setNotice(problems.length > 0 ? problems.join(' ') : null);
      if (accepted.length === 0) return;
      const added = accepted.map((file) => {
        const id = `new-${nextId++}`;
        const url = URL.createObjectURL(file);
        blobs.current.set(id, url);
        files.current.set(id, file);
        return { id, file, photo: { id, url, key: null, status: 'uploading', progress: 0, error: null } satisfies PickedPhoto };
      });
      countRef.current += added.length;
      setPhotos((current) => [...current, ...added.map((a) => a.photo)]);
      for (const a of added) upload(a.id, a.file);
    },
    [max, rule, upload],
  );

  const remove = useCallback((id: string) => {
    controllers.current.get(id)?.abort();
    controllers.current.delete(id);
    const blob = blobs.current.get(id);
    if (blob) URL.revokeObjectURL(blob);
    blobs.current.delete(id);
    files.current.delete(id);
    countRef.current -= 1;
    setPhotos((list) => list.filter((p) => p.id !== id));
    setNotice(null);
  }, []);

  const retry = useCallback(
    (id: string) => {
      const file = files.current.get(id);
      if (file) upload(id, file);
    },
    [upload],
  );

  // Stop uploads and free previews when the form goes away.
  useEffect(() => {
    const active = controllers.current;
    const previews = blobs.current;
    return () => {
      active.forEach((c) => c.abort());
      previews.forEach((url) => URL.revokeObjectURL(url));
    };
  }, []);

  return {
    photos,
    max,
    accept: photoAccept(rule),
    add,
    remove,
    retry,
    notice,
    uploading: photos.some((p) => p.status === 'uploading'),
    failed: photos.some((p) => p.status === 'error'),
    keys: photos.filter((p) => p.status === 'done' && p.key).map((p) => p.key!),
  };
}
