import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { messages } from '../../../messages';
import type { MyPageLink } from '../types';

const t = messages.mypage;

/** The market's link collection; external sites open in a new tab. */
export function LinkList({ links }: { links: readonly MyPageLink[] }) {
  return (
    <Box component="section" aria-labelledby="mypage-links-heading">
      <Typography id="mypage-links-heading" component="h2" variant="h6" sx={{ mb: 1 }}>
        {t.links}
      </Typography>
      {links.length === 0 ? (
        <Typography color="text.secondary">{t.linksEmpty}</Typography>
      ) : (
        <Box component="ul" sx={{ m: 0, pl: 0, listStyle: 'none' }}>
          {links.map((l) => (
            <Box component="li" key={`${l.link}-${l.label}`} sx={{ py: 0.5 }}>
              <Link href={l.link} target="_blank" rel="noopener noreferrer" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                {l.label}
                <OpenInNewIcon sx={{ fontSize: 16 }} aria-hidden />
                <Box
                  component="span"
                  sx={{ position: 'absolute', width: '1px', height: '1px', margin: '-1px', overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' }}
                >
                  {t.opensInNewTab}
                </Box>
              </Link>
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
