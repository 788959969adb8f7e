import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { adminNewsMailMessages as m } from '../../../messages';
import type { BulkMail } from '../api';

/** How a mail's delivery went: 送信待ち, n/N件送信 and any failures with their reasons on hover. */
export function DeliveryStatus({ mail }: { mail: BulkMail }) {
  if (mail.DELIVERY_TOTAL === 0) return mail.MAIL_SEND_DATE ? null : <Chip size="small" label={m.deliveryWaiting} />;
  const label = m.delivery(mail.DELIVERY_SENT, mail.DELIVERY_TOTAL, mail.DELIVERY_FAILED);
  if (mail.DELIVERY_PROBLEMS.length === 0) return <Chip size="small" color={mail.MAIL_SEND_DATE ? 'success' : 'info'} label={label} />;
  const details = mail.DELIVERY_PROBLEMS.map((p) => `${p.BAISAN_EDA_NM} <${p.MAIL_ADDR}>: ${p.ERROR}`).join('\n');
  return (
    <Tooltip title={<span style={{ whiteSpace: 'pre-line' }}>{`${m.deliveryProblems}\n${details}`}</span>}>
      <Chip size="small" color="warning" label={label} aria-label={`${label} ${m.deliveryProblems}: ${details}`} />
    </Tooltip>
  );
}
