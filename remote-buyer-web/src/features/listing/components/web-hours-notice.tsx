import Alert from '@mui/material/Alert';
import { messages } from '../../../messages';
import type { WebHours } from '../types';

/** Outside the market's web hours the listing says when buying opens. */
export function WebHoursNotice({ hours }: { hours: WebHours | undefined }) {
  if (!hours || hours.is_open) return null;
  const when = hours.opens_at_label ? messages.hours.opensAt(hours.opens_at_label) : '';
  return (
    <Alert severity="info" role="status" data-testid="web-hours-notice" sx={{ mb: 2 }}>
      {hours.message ?? `${messages.hours.closed}${when}`}
      <br />
      {messages.hours.window(hours.START_TIME, hours.END_TIME)}
    </Alert>
  );
}
