import { useCallback, useRef, useState } from 'react';
import { messages } from '../messages';
import { notifyError, notifySuccess } from '../ui/notify';
import { putToSignedUrl } from '../upload/put-to-signed-url';
import { resizeImage } from '../upload/resize-image';
import { useDeletePhotoMutation, useRegisterPhotoMutation } from './photo-api';
import { isCompleteTarget, type PhotoNo, type PhotoTarget } from './photo-target';

export interface PhotoSlotSource {
  /** Signed PUT URL of this slot (image1_put_url, niuke_image1_put_url, …). */
  putUrl: string | null | undefined;
  target: PhotoTarget | null | undefined;
  photoNo: PhotoNo;
  /** Injected by tests; the browser shrinks with a canvas (spec §5: 500 px, quality 0.9). */
  resize?: (file: Blob) => Promise<Blob>;
}

/**
 * One photo slot's actions. save: shrink the file, PUT it to the signed URL with its content
 * type, then register it with the API (spec §4, in that order); remove: delete after the
 * caller's confirmation. Each ends in the spec's toast; validations come first (§5).
 * Resolves true when the photo changed.
 */
export function usePhotoSlot({ putUrl, target, photoNo, resize = resizeImage }: PhotoSlotSource) {
  const [registerPhoto] = useRegisterPhotoMutation();
  const [deletePhoto] = useDeletePhotoMutation();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const refuse = (text: string) => {
    notifyError(text);
    return false;
  };

  const run = useCallback(async (work: () => Promise<void>, failure: string): Promise<boolean> => {
    busyRef.current = true;
    setBusy(true);
    try {
      await work();
      return true;
    } catch {
      notifyError(failure);
      return false;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, []);

  const save = useCallback(
    async (file: File | null): Promise<boolean> => {
      if (busyRef.current) return refuse(messages.busy);
      if (!file) return refuse(messages.chooseFile);
      if (!putUrl || !isCompleteTarget(target)) return refuse(messages.noData);
      return run(async () => {
        const small = await resize(file);
        await putToSignedUrl(putUrl, small, small.type || file.type);
        await registerPhoto({ ...target, image1: photoNo === 1, image2: photoNo === 2 }).unwrap();
        notifySuccess(messages.imageSaved);
      }, messages.imageSaveFailed);
    },
    [putUrl, target, photoNo, resize, registerPhoto, run],
  );

  const remove = useCallback(async (): Promise<boolean> => {
    if (busyRef.current) return refuse(messages.busy);
    if (!isCompleteTarget(target)) return refuse(messages.noData);
    return run(async () => {
      await deletePhoto({ ...target, photo_no: photoNo }).unwrap();
      notifySuccess(messages.imageDeleted);
    }, messages.imageDeleteFailed);
  }, [target, photoNo, deletePhoto, run]);

  return { save, remove, busy };
}
