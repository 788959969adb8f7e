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

/** What a save or delete left in the slot: the signed GET URL of the photo now stored there (null: none). */
export interface PhotoSlotResult {
  imageUrl: string | null;
}

/**
 * One photo slot's actions. save: shrink the file, PUT it to the signed URL with its content
 * type, then register it with the API (spec §4, in that order); remove: delete after the
 * caller's confirmation. Each ends in the spec's toast; validations come first (§5).
 * Resolves the slot's new photo URL (from the API's answer) when the photo changed, else null.
 */
export function usePhotoSlot({ putUrl, target, photoNo, resize = resizeImage }: PhotoSlotSource) {
  const [registerPhoto] = useRegisterPhotoMutation();
  const [deletePhoto] = useDeletePhotoMutation();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  const refuse = (text: string): null => {
    notifyError(text);
    return null;
  };

  const run = useCallback(async (work: () => Promise<PhotoSlotResult>, failure: string): Promise<PhotoSlotResult | null> => {
    busyRef.current = true;
    setBusy(true);
    try {
      return await work();
    } catch {
      notifyError(failure);
      return null;
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }, []);

  const save = useCallback(
    async (file: File | null): Promise<PhotoSlotResult | null> => {
      if (busyRef.current) return refuse(messages.busy);
      if (!file) return refuse(messages.chooseFile);
      if (!putUrl || !isCompleteTarget(target)) return refuse(messages.noData);
      return run(async () => {
        const small = await resize(file);
        await putToSignedUrl(putUrl, small, small.type || file.type);
        const answer = await registerPhoto({ ...target, image1: photoNo === 1, image2: photoNo === 2 }).unwrap();
        notifySuccess(messages.imageSaved);
        return { imageUrl: (photoNo === 1 ? answer.image1 : answer.image2) ?? null };
      }, messages.imageSaveFailed);
    },
    [putUrl, target, photoNo, resize, registerPhoto, run],
  );

  const remove = useCallback(async (): Promise<PhotoSlotResult | null> => {
    if (busyRef.current) return refuse(messages.busy);
    if (!isCompleteTarget(target)) return refuse(messages.noData);
    return run(async () => {
      await deletePhoto({ ...target, photo_no: photoNo }).unwrap();
      notifySuccess(messages.imageDeleted);
      return { imageUrl: null };
    }, messages.imageDeleteFailed);
  }, [target, photoNo, deletePhoto, run]);

  return { save, remove, busy };
}
