import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { messages } from '../../../messages';
import { formatDateWithWeekday } from 'shared';
import { READABLE_NEWS_COLOURS, sanitizeNewsHtml } from 'shared/rich-text';
import type { News } from '../types';

const t = messages.news;

/** The attachment's own name for the download button: the last part of its key. */
function attachmentName(fileUrl: string | null | undefined): string | null {
  if (!fileUrl) return null;
  const last = fileUrl.split('?')[0].split('/').filter(Boolean).pop();
  return last ? decodeURIComponent(last) : null;
}

/** One news entry: its category, date, title, sanitised description and attachment. */

export function NewsArticle({ news }: { news: News }) {
  const html = sanitizeNewsHtml(news.DESCRIPTION);
  const fileName = attachmentName(news.FILE_URL);
  return (
    <Box component="article" aria-labelledby="news-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
        <Typography component="span" variant="body2" color="text.secondary">
          {formatDateWithWeekday(news.DATE)}
        </Typography>
        {news.CATEGORY_NM && <Chip size="small" variant="outlined" label={news.CATEGORY_NM} />}
        {news.IMPORTANT_FLG && <Chip size="small" color="error" label={t.important} />}
      </Stack>
      <Typography id="news-title" component="h2" variant="h5" sx={{ mb: 2, pb: 1, fontWeight: 700, borderBottom: 2, borderColor: 'primary.main' }}>
        {news.TITLE}
      </Typography>
      <Box
        data-testid="news-description"
        sx={{
          lineHeight: 1.8,
          wordBreak: 'break-word',
          '& h1': { fontSize: 22, my: 1.5 },
          '& h2': { fontSize: 18, my: 1.25 },
          '& p': { my: 1 },
          ...READABLE_NEWS_COLOURS,
        }}
        // Sanitised just above with an allow-list of the spec's rich-text features only.
        dangerouslySetInnerHTML={{ __html: html }}
      />
      {news.FILE_GET_URL && (
        <Box sx={{ mt: 3, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
          <Typography variant="subtitle2" component="h2" sx={{ mb: 1 }}>
            {t.attachment}
            {fileName && `：${fileName}`}
          </Typography>
          <Button
            variant="contained"
            startIcon={<DownloadIcon />}
            href={news.FILE_GET_URL}
            target="_blank"
            rel="noopener noreferrer"
            download={fileName ?? true}
          >
            {t.download}
          </Button>
        </Box>
      )}
    </Box>
  );
}
