import Chip from '@mui/material/Chip';

const COLORS: Record<string, 'success' | 'warning' | 'info' | 'default'> = { 成立: 'success', 商談中: 'warning', 再商談: 'info' };

/** 成立, 商談中 or 再商談 (spec §4), each in its own colour. */
export function NegotiationStatus({ status }: { status: string }) {
  return <Chip size="small" label={status} color={COLORS[status] ?? 'default'} />;
}
