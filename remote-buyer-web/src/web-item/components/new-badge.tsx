import Chip from '@mui/material/Chip';
import { messages } from '../../messages';

/** Shown while the lot is within the new-item display time (the server decides is_new). */
export function NewBadge({ isNew }: { isNew: boolean }) {
  if (!isNew) return null;
  return <Chip label={messages.item.newBadge} color="secondary" size="small" sx={{ fontWeight: 'bold', height: 20 }} />;
}
