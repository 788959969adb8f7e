import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { ErrorState, PageLayout, QueryState } from 'shared';
import { messages } from '../../../page-messages';
import { useGetWebPhotoQuery } from '../api';

/** One signed image; an expired URL says so instead of showing a broken image. */
function SignedImage({ url, alt }: { url: string; alt: string }) {
  const [failed, setFailed] = useState(false);
  if (failed)
    return (
      <Typography color="text.secondary" role="status">
        {messages.photo.failed}
      </Typography>
    );
  return <img src={url} alt={alt} onError={() => setFailed(true)} style={{ maxWidth: '100%', maxHeight: 500, objectFit: 'contain' }} />;
}

function Images({ title, urls, name }: { title: string; urls: Array<string | null>; name: string }) {
  const present = urls.filter((u): u is string => Boolean(u));
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {present.length === 0 ? (
        <Typography color="text.secondary">{messages.photo.none}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', tablet: 'repeat(2, minmax(0, 1fr))' } }}>
          {present.map((url, index) => (
            <Paper key={url} variant="outlined" sx={{ p: 1, display: 'flex', justifyContent: 'center' }}>
              <SignedImage url={url} alt={`${name} ${title}${index + 1}`} />
            </Paper>
          ))}
        </Box>
      )}
    </Box>
  );
}

/** /web/{id}/photo (opened in a new tab): product and receiving images through signed, expiring URLs. */
export function PhotoPage() {
  const { id } = useParams();
  const lotId = Number(id);
  const valid = Number.isInteger(lotId) && lotId > 0;
  const query = useGetWebPhotoQuery(lotId, { skip: !valid });
  const data = query.data;
  return (
    <PageLayout title={data?.shohin_name ? `${messages.titles.photo}：${data.shohin_name}` : messages.titles.photo}>
      {!valid ? (
        <ErrorState />
      ) : (
        <QueryState result={query} isEmpty={(photo) => !photo} emptyText={messages.photo.none}>
          {(photo) => (
            <>
              <Images title={messages.photo.product} urls={[photo.shohin_image_1, photo.shohin_image_2]} name={photo.shohin_name} />
              <Images title={messages.photo.receiving} urls={[photo.niuke_image_1, photo.niuke_image_2]} name={photo.shohin_name} />
              <Typography variant="caption" color="text.secondary">
                {messages.photo.expired}
              </Typography>
            </>
          )}
        </QueryState>
      )}
    </PageLayout>
  );
}
