import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { messages } from '../messages';

export interface PhotoDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The PhotoSlots: two for a product, four for a receiving. */
  children: ReactNode;
}

/** The photo modal's frame (spec §2): the slots side by side (stacked on a phone) and キャンセル. */
export function PhotoDialog({ open, title, onClose, children }: PhotoDialogProps) {
  return (
    <Dialog open={open} onClose={onClose} maxWidth="md" fullWidth>
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>{children}</Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{messages.photoCancel}</Button>
      </DialogActions>
    </Dialog>
  );
}
