import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { useDropzone } from 'react-dropzone';
import { messages } from '../messages';
import { useConfirm } from '../ui/confirm/confirm-context';
import { notifyError } from '../ui/notify';
import type { PhotoNo, PhotoTarget } from './photo-target';
import { usePhotoSlot } from './use-photo-slot';

export interface PhotoSlotProps {
  /** What the slot holds, e.g. 商品画像1 or 荷受画像2. */
  label: string;
  /** Signed GET URL of the current photo, or null when there is none. */
  imageUrl: string | null | undefined;
  /** Signed PUT URL the new photo is uploaded to. */
  putUrl: string | null | undefined;
  /** Who the photo belongs to: `{ shohin_cd }` or `{ niuke_dempyo_no, niuke_no }`. */
  target: PhotoTarget | null | undefined;
  photoNo: PhotoNo;
  /** Called after a save or delete succeeded (the lists refresh on their own). */
  onChanged?: () => void;
  resize?: (file: Blob) => Promise<Blob>;
}

const ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] };

/**
 * One photo slot of the product or receiving photo dialogs (spec §2): the current photo or the
 * chosen file as preview, a drop zone, 保存 and 削除 (after 本当に削除しますか？). It knows
 * nothing of products or receivings: the row hands in the URLs and the target.
 */
export function PhotoSlot({ label, imageUrl, putUrl, target, photoNo, onChanged, resize }: PhotoSlotProps) {
  const confirm = useConfirm();
  const { save, remove, busy } = usePhotoSlot({ putUrl, target, photoNo, resize });
  const [file, setFile] = useState<File | null>(null);
  // A save or delete removes the old file at once, while the row still holds its URL until the
  // list refetches: until the row changes, show what the API answered (never request the old file).
  const [changed, setChanged] = useState<{ imageUrl: string | null; over: string | null | undefined } | null>(null);
  const current = changed && changed.over === imageUrl ? changed.imageUrl : imageUrl;
  const preview = useMemo(() => (file && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const { getRootProps, getInputProps, isDragActive } = useDropzone({
    accept: ACCEPT,
    multiple: false,
    disabled: busy,
    onDrop: (accepted) => {
      if (accepted[0]) setFile(accepted[0]);
    },
    onDropRejected: () => notifyError(messages.chooseFile),
  });

  const onSave = async () => {
    const result = await save(file);
    if (result) {
      setChanged({ imageUrl: result.imageUrl, over: imageUrl });
      setFile(null);
      onChanged?.();
    }
  };
  const onDelete = async () => {
    if (busy) return void notifyError(messages.busy);
    if (!current) return void notifyError(messages.noData);
    if (!(await confirm({ title: messages.confirmDelete }))) return;
    const result = await remove();
    if (result) {
      setChanged({ imageUrl: result.imageUrl, over: imageUrl });
      onChanged?.();
    }
  };

  const shown = preview ?? current ?? null;
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid={`photo-slot-${label}`}>
      <Stack spacing={1}>
        <Typography variant="subtitle2" component="h3">
          {label}
        </Typography>
        <Box sx={{ height: 180, display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', borderRadius: 1 }}>
          {shown ? (
            <Box component="img" src={shown} alt={messages.photoAlt(label)} sx={{ maxWidth: '100%', maxHeight: '100%', objectFit: 'contain' }} />
          ) : (
            <Typography color="text.secondary">{messages.photoNone}</Typography>
          )}
        </Box>
        <Box
          {...getRootProps()}
          sx={{
            border: 2,
            borderStyle: 'dashed',
            borderColor: isDragActive ? 'primary.main' : 'grey.400',
            borderRadius: 1,
            p: 1.5,
            textAlign: 'center',
            cursor: 'pointer',
          }}
        >
          <input {...getInputProps()} aria-label={`${label} ${messages.photoDrop}`} />
          <Typography variant="body2">{isDragActive ? messages.photoDropActive : messages.photoDrop}</Typography>
          {file && <Typography variant="caption">{messages.photoChosen(file.name)}</Typography>}
        </Box>
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button variant="outlined" color="error" onClick={onDelete} aria-label={`${label} ${messages.photoDelete}`}>
            {messages.photoDelete}
          </Button>
          <Button variant="contained" onClick={onSave} aria-label={`${label} ${messages.photoSave}`}>
            {messages.photoSave}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
