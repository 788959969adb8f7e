import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { messages } from '../../../messages';
import { formatDateWithWeekday } from 'shared';
import type { NewsListItem } from '../types';

const t = messages.news;

/** The news list: date, category and title; important news is marked 重要, unread news 未読. */
export function NewsList({ news }: { news: readonly NewsListItem[] }) {
  if (news.length === 0) return <Typography color="text.secondary">{t.empty}</Typography>;
  return (
    <Box component="ul" aria-label={t.title} sx={{ listStyle: 'none', m: 0, p: 0, '& > li:last-of-type': { borderBottom: 0 } }}>
      {news.map((n) => (
        <Box
          component="li"
          key={n.INFORMATION_CD}
          sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1, rowGap: 0.5 }}
        >
          <Typography component="span" variant="body2" color="text.secondary" sx={{ minWidth: 110 }}>
            {formatDateWithWeekday(n.DATE)}
          </Typography>
          {n.CATEGORY_NM && <Chip size="small" variant="outlined" label={n.CATEGORY_NM} />}
          {n.IMPORTANT_FLG && <Chip size="small" color="error" label={t.important} />}
          {!n.is_read && <Chip size="small" color="primary" variant="outlined" label={t.unread} />}
          <Link component={RouterLink} to={`/news/${n.INFORMATION_CD}`} sx={{ flexBasis: { xs: '100%', tablet: 0 }, flexGrow: 1 }}>
            {n.TITLE}
          </Link>
          {n.has_file && <AttachFileIcon fontSize="small" titleAccess={t.hasFile} sx={{ color: 'text.secondary' }} />}
        </Box>
      ))}
    </Box>
  );
}
