import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useState } from 'react';
import { keyframes } from '@mui/material/styles';
import { messages } from '../../../messages';
import { useGetWebTickerQuery, type TickerNews } from '../api';

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`;

/**
 * The web news ticker above the listing: admin web news within its dates, not suspended, in
 * PRINT_ORDER (the server filters and orders). The text scrolls; it stops on hover or focus and
 * for users who ask for reduced motion, and a pause button stops it for good (WCAG 2.2.2); the
 * full list stays readable to screen readers.
 */
// Hidden from sight, not from screen readers. Sizes in px: in `sx`, width/height 1 mean 100 %.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  m: '-1px',
  p: 0,
} as const;

export function WebNewsTickerView({ news }: { news: TickerNews[] }) {
  const [paused, setPaused] = useState(false);
  if (news.length === 0) return null;
  const line = news.map((n) => n.TITLE).join('　／　');
  // Seconds per full pass grow with the text so that it always reads at the same speed.
  const seconds = Math.max(15, line.length * 0.35);
  return (
    <Box
      role="region"
      aria-label={messages.ticker.label}
      tabIndex={0}
      data-testid="web-news-ticker"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        mb: 2,
        px: 1.5,
        py: 0.75,
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        borderRadius: 1,
        overflow: 'hidden',
        '&:hover .ticker-track, &:focus .ticker-track, &:focus-within .ticker-track': { animationPlayState: 'paused' },
      }}
      data-on-dark
    >
      <CampaignOutlined fontSize="small" aria-hidden />
      <Box sx={{ overflow: 'hidden', flex: 1, minWidth: 0 }}>
        <Box component="ul" sx={visuallyHidden}>
          {news.map((n) => (
            <li key={n.id}>{n.TITLE}</li>
          ))}
        </Box>
        <Box
          className="ticker-track"
          aria-hidden
          sx={{
            display: 'inline-flex',
            whiteSpace: 'nowrap',
            animation: `${scroll} ${seconds}s linear infinite`,
            animationPlayState: paused ? 'paused' : 'running',
            '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
          }}
        >
          <Box component="span" sx={{ pr: 8 }}>
            {line}
          </Box>
          <Box component="span" sx={{ pr: 8 }}>
            {line}
          </Box>
        </Box>
      </Box>
      <IconButton
        size="small"
        onClick={() => setPaused((was) => !was)}
        aria-pressed={paused}
        aria-label={messages.ticker.pause}
        sx={{ color: 'inherit', flexShrink: 0, my: -0.5, '@media (prefers-reduced-motion: reduce)': { display: 'none' } }}
      >
        {paused ? <PlayArrowIcon fontSize="small" /> : <PauseIcon fontSize="small" />}
      </IconButton>
    </Box>
  );
}

export function WebNewsTicker() {
  const { data } = useGetWebTickerQuery();
  return <WebNewsTickerView news={data ?? []} />;
}
