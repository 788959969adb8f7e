import PhotoCameraOutlined from '@mui/icons-material/PhotoCameraOutlined';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useState } from 'react';
import { messages } from '../../messages';
import type { WebItem } from '../types';

type Props = {
  item: Pick<WebItem, 'id' | 'is_photo_present' | 'product_name' | 'thumbnail_url'> &
    Partial<Pick<WebItem, 'shipment_provider_name' | 'color' | 'specification' | 'remarks'>>;
  size?: number;
  /** A plain click opens the photos over the page instead (a modified click still opens the new tab). */
  onOpen?: () => void;
};

/**
 * The lot's photo: a thumbnail (or a camera icon when the listing sends no thumbnail URL)
 * that opens /web/{id}/photo in a new tab, as spec §2 asks.
 */
export function PhotoThumbnail({ item, size = 56, onOpen }: Props) {
  // An expired or missing signed URL falls back to the camera icon rather than a broken image.
  const [broken, setBroken] = useState(false);
  const box = {
    width: size,
    height: size,
    borderRadius: 1,
    bgcolor: 'grey.100',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    overflow: 'hidden',
  };
  if (!item.is_photo_present) {
    return (
      <Box sx={{ ...box, color: 'text.secondary', fontSize: '0.7rem' }} data-testid="no-photo">
        {messages.item.noPhoto}
      </Box>
    );
  }
  return (
    <Link
      href={`/web/${item.id}/photo`}
      target="_blank"
      rel="noopener"
      aria-label={messages.lotAction(item, onOpen ? messages.photo.open : messages.item.openPhoto)}
      onClick={
        onOpen
          ? (e) => {
              if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
              e.preventDefault();
              onOpen();
            }
          : undefined
      }
      sx={{ display: 'inline-block' }}
    >
      <Box sx={box}>
        {item.thumbnail_url && !broken ? (
          <img src={item.thumbnail_url} alt={item.product_name} width={size} height={size} style={{ objectFit: 'cover' }} onError={() => setBroken(true)} />
        ) : (
          <PhotoCameraOutlined color="primary" />
        )}
      </Box>
    </Link>
  );
}
