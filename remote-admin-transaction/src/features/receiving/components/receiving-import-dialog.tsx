import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { formatNumber, notifySuccess } from 'shared';
import { adminTransactionMessages as msg } from '../../../messages';
import { receivingApi, type ImportAnswer } from '../api';

const m = msg.import;
const c = msg.columns;

/** The file's bytes as base64 (the server decodes UTF-8 or Shift_JIS itself). */
function base64Of(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}

/** Arrival CSV: choose the file, check it line by line, then import every line (or none). */
export function ReceivingImportDialog({ onClose }: { onClose: () => void }) {
  const titleId = useId();
  const inputId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [send, { isLoading }] = receivingApi.useImportReceivingsMutation();

  const run = async (dryRun: boolean) => {
    if (!file) {
      setError(m.noFile);
      return;
    }
    setError(null);
    try {
      const answer = await send({ file: await base64Of(file), dry_run: dryRun }).unwrap();
      if (dryRun) setPreview(answer);
      else {
        notifySuccess(answer.message);
        onClose();
      }
    } catch {
      // the base query showed the server's message
    }
  };

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{m.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 2 }}>
          {m.help}
        </Typography>
        <Button variant="outlined" component="label" htmlFor={inputId}>
          {m.choose}
          <input
            id={inputId}
            aria-label={m.choose}
            type="file"
            accept=".csv,text/csv"
            hidden
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setPreview(null);
            }}
          />
        </Button>
        {file ? (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {m.chosen(file.name)}
          </Typography>
        ) : null}
        {error ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        ) : null}
        {preview ? (
          <>
            <Alert severity={preview.error_count ? 'error' : 'success'} sx={{ mt: 2 }}>
              {preview.message}
            </Alert>
            <TableContainer sx={{ mt: 1, maxHeight: 360 }}>
              <Table size="small" stickyHeader aria-label={m.title}>
                <TableHead>
                  <TableRow>
                    {[m.line, c.dempyoNo, c.niukeNo, c.saleDate, c.shipper, c.product, c.iriSu, c.stockSu, c.soSu, m.errors].map((label) => (
                      <TableCell key={label}>{label}</TableCell>
                    ))}
                  </TableRow>
                </TableHead>
                <TableBody>
                  {preview.lines.map((line) => (
                    <TableRow key={line.line} sx={line.errors.length ? { bgcolor: 'error.light' } : undefined}>
                      <TableCell>{line.line}</TableCell>
                      <TableCell>{line.NIUKE_DEMPYO_NO}</TableCell>
                      <TableCell>{line.NIUKE_NO}</TableCell>
                      <TableCell>{line.SALE_DATE}</TableCell>
                      <TableCell>{line.SHUKKASHA_NM ?? ''}</TableCell>
                      <TableCell>{line.SHOHIN_NM ?? ''}</TableCell>
                      <TableCell align="right">{line.IRI_SU === null ? '' : formatNumber(line.IRI_SU)}</TableCell>
                      <TableCell align="right">{line.STOCK_SU === null ? '' : formatNumber(line.STOCK_SU)}</TableCell>
                      <TableCell align="right">{line.SO_SU === null ? '' : formatNumber(line.SO_SU)}</TableCell>
                      <TableCell>{line.errors.length ? line.errors.join(' ') : m.ok}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{m.close}</Button>
        <Button onClick={() => void run(true)} disabled={isLoading}>
          {m.preview}
        </Button>
        <Button variant="contained" onClick={() => void run(false)} disabled={isLoading || !preview || preview.error_count > 0}>
          {m.run}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
