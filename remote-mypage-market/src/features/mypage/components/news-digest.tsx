import { Link as RouterLink } from 'react-router-dom';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { messages } from '../../../messages';
import { formatDateWithWeekday } from 'shared';
import type { MyPageNews } from '../types';

const t = messages.mypage;

/** The latest news on the my page; each title opens /news/{id}. */
export function NewsDigest({ news }: { news: readonly MyPageNews[] }) {
  return (
    <Box component="section" aria-labelledby="mypage-news-heading">
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography id="mypage-news-heading" component="h2" variant="h6">
          {t.news}
        </Typography>
        <Link component={RouterLink} to="/news" variant="body2">
          {t.newsAll}
        </Link>
      </Stack>
      {news.length === 0 ? (
        <Typography color="text.secondary">{t.newsEmpty}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {news.map((n) => (
            <Box
              component="li"
              key={n.INFORMATION_CD}
              sx={{ py: 1, borderBottom: 1, borderColor: 'divider', display: 'flex', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5, alignItems: 'center' }}
            >
              <Typography component="span" variant="body2" color="text.secondary" sx={{ minWidth: 110 }}>
                {formatDateWithWeekday(n.DATE)}
              </Typography>
              {n.CATEGORY_NM && <Chip size="small" variant="outlined" label={n.CATEGORY_NM} />}
              {n.IMPORTANT_FLG && <Chip size="small" color="error" label={t.important} />}
              {!n.is_read && <Chip size="small" color="primary" variant="outlined" label={t.unread} />}
              <Link component={RouterLink} to={`/news/${n.INFORMATION_CD}`} sx={{ flexBasis: { xs: '100%', tablet: 'auto' }, flexGrow: 1 }}>
                {n.TITLE}
              </Link>
              {n.has_file && <AttachFileIcon fontSize="small" titleAccess={t.hasFile} sx={{ color: 'text.secondary' }} />}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
