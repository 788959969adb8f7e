import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { QueryState, useIsBelow } from 'shared';
import { messages } from '../../../page-messages';
import { useGetWebPhotoQuery } from '../api';

type Props = { id: number; name: string; onClose: () => void };
type Photo = { url: string; label: string };

const p = messages.photo;
/** A swipe: this far sideways, more sideways than down. */
const SWIPE_PX = 40;

/**
 * The lot's photos (product, then receiving) over the listing: ← → (or a swipe) between
 * them, ＋ − (or a double click) to zoom, Esc or 閉じる back to the listing where it was; the spec's
 * /web/{id}/photo stays one link away, in a new tab.
 */
export function PhotoViewer({ id, name, onClose }: Props) {
  const fullScreen = useIsBelow('tablet');
  const result = useGetWebPhotoQuery(id);
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} maxWidth="md" fullWidth aria-labelledby={`photo-viewer-${id}`}>
      <DialogTitle id={`photo-viewer-${id}`}>{p.viewer(name)}</DialogTitle>
      <QueryState result={result}>
        {(photo) => {
          const photos: Photo[] = [
            [photo.shohin_image_1, p.product],
            [photo.shohin_image_2, p.product],
            [photo.niuke_image_1, p.receiving],
            [photo.niuke_image_2, p.receiving],
          ]
            .filter((entry): entry is [string, string] => Boolean(entry[0]))
            .map(([url, label]) => ({ url, label }));
          return <Slides photos={photos} name={name} />;
        }}
      </QueryState>
      <DialogActions sx={{ justifyContent: 'space-between' }}>
        <Link href={`/web/${id}/photo`} target="_blank" rel="noopener">
          {p.newTab}
        </Link>
        <Button onClick={onClose}>{p.close}</Button>
      </DialogActions>
    </Dialog>
  );
}

function Slides({ photos, name }: { photos: Photo[]; name: string }) {
  const [index, setIndex] = useState(0);
  const [zoom, setZoom] = useState(1);
  const start = useRef<{ x: number; y: number } | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const content = useRef<HTMLDivElement>(null);
  // The keys work at once: the slides take the focus from the dialog when they arrive.
  useEffect(() => content.current?.focus(), []);
  if (photos.length === 0) {
    return (
      <DialogContent>
        <Typography color="text.secondary">{p.none}</Typography>
      </DialogContent>
    );
  }
  const go = (step: number) => {
    setIndex((i) => (i + step + photos.length) % photos.length);
    setZoom(1);
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (e.key === 'ArrowRight') go(1);
    else if (e.key === 'ArrowLeft') go(-1);
    else if (e.key === '+' || e.key === '=') setZoom(2);
    else if (e.key === '-') setZoom(1);
    else return;
    e.preventDefault();
  };
  const onPointerDown = (e: PointerEvent) => {
    start.current = { x: e.clientX, y: e.clientY };
  };
  const onPointerUp = (e: PointerEvent) => {
    const from = start.current;
    start.current = null;
    if (!from || zoom > 1) return;
    const dx = e.clientX - from.x;
    if (Math.abs(dx) >= SWIPE_PX && Math.abs(dx) > Math.abs(e.clientY - from.y)) go(dx < 0 ? 1 : -1);
  };
  const current = photos[index];
  return (
    <DialogContent
      ref={content}
      tabIndex={0}
      onKeyDown={onKeyDown}
      aria-roledescription="carousel"
      aria-label={p.keys}
      sx={{ display: 'grid', gap: 1, justifyItems: 'center', outline: 'none' }}
    >
      <Typography variant="body2" aria-live="polite" data-testid="photo-position">
        {current.label} {p.position(index + 1, photos.length)}
      </Typography>
      <Box
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        onDoubleClick={() => setZoom((z) => (z > 1 ? 1 : 2))}
        sx={{ overflow: zoom > 1 ? 'auto' : 'hidden', maxWidth: '100%', maxHeight: { xs: '60vh', tablet: 520 }, touchAction: zoom > 1 ? 'auto' : 'pan-y' }}
      >
        {failed === current.url ? (
          <Typography color="text.secondary" role="status">
            {p.failed}
          </Typography>
        ) : (
          <img
            src={current.url}
            alt={`${name} ${current.label}${index + 1}`}
            onError={() => setFailed(current.url)}
            draggable={false}
            style={{
              display: 'block',
              maxWidth: zoom > 1 ? 'none' : '100%',
              width: zoom > 1 ? '200%' : undefined,
              maxHeight: zoom > 1 ? 'none' : 480,
              objectFit: 'contain',
            }}
          />
        )}
      </Box>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <IconButton onClick={() => go(-1)} aria-label={p.previous} disabled={photos.length < 2}>
          <ChevronLeft />
        </IconButton>
        <Button size="small" variant="outlined" onClick={() => setZoom((z) => (z > 1 ? 1 : 2))} aria-pressed={zoom > 1}>
          {zoom > 1 ? p.zoomOut : p.zoomIn}
        </Button>
        <IconButton onClick={() => go(1)} aria-label={p.next} disabled={photos.length < 2}>
          <ChevronRight />
        </IconButton>
      </Box>
    </DialogContent>
  );
}
