import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useFormik } from 'formik';
import { useState } from 'react';
import { messages, notifyError, notifySuccess, putToSignedUrl, useAppDispatch, useIsBelow } from 'shared';
import { adminNewsMailMessages as m } from '../../../messages';
import { dateSlotProps, FormikDialog, formikField, PeriodFields } from '../../../form-fields';
import { LazyRichTextEditor } from '../../../rich-text/lazy-rich-text-editor';
import { adminNewsApi, type AdminNews } from '../api';
import { newsBody, newsFormValues, newsSchema, type NewsFormValues } from '../news-form';

/** お知らせ新規作成 / お知らせ編集: spec §2's fields, the editor, and the attachment. */
export function NewsDialog({ news, onClose }: { news: AdminNews | null; onClose: () => void }) {
  const fullScreen = useIsBelow('tablet');
  const dispatch = useAppDispatch();
  const [createNews] = adminNewsApi.useCreateNewsMutation();
  const [updateNews] = adminNewsApi.useUpdateNewsMutation();
  const [deleteFile] = adminNewsApi.useDeleteNewsFileMutation();
  const categories = adminNewsApi.useGetNewsCategoryChoicesQuery();
  const [file, setFile] = useState<File | null>(null);
  const [existingFile, setExistingFile] = useState(news?.FILE_URL ? { name: news.FILE_URL, url: news.FILE_GET_URL } : null);

  const formik = useFormik<NewsFormValues>({
    initialValues: newsFormValues(news),
    validationSchema: newsSchema,
    onSubmit: async (values) => {
      const body = newsBody(values, file?.name);
      const saved = news
        ? await updateNews({ id: news.INFORMATION_CD, ...body })
            .unwrap()
            .catch(() => null)
        : await createNews(body)
            .unwrap()
            .catch(() => null);
      if (!saved) return;
      if (file) {
        try {
          await putToSignedUrl(saved.FILE_PUT_URL, file);
          // The file is the news' only once uploaded: the lists the save refreshed may predate it.
          dispatch(adminNewsApi.util.invalidateTags(['AdminNews', 'News']));
        } catch {
          notifyError(m.fileUploadFailed);
          return;
        }
      }
      notifySuccess(messages.newsUpdated);
      onClose();
    },
  });

  const removeFile = async () => {
    if (!news) return;
    const result = await deleteFile(news.INFORMATION_CD);
    if ('error' in result) {
      notifyError(messages.fileMissing);
      return;
    }
    setExistingFile(null);
    notifySuccess(messages.fileDeleted);
  };

  const field = formikField(formik);

  return (
    <FormikDialog formik={formik} title={news ? m.newsEdit : m.newsNew} onClose={onClose} maxWidth="md" fullScreen={fullScreen}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...field('DATE')} type="date" label={m.form.date} slotProps={dateSlotProps} sx={{ minWidth: 170 }} />
          <TextField {...field('CATEGORY_NM')} select label={m.form.category} sx={{ minWidth: 200 }}>
            <MenuItem value="">{m.form.noCategory}</MenuItem>
            {(categories.data?.datas ?? []).map((c) => (
              <MenuItem key={c.id} value={c.name}>
                {c.name}
              </MenuItem>
            ))}
            {formik.values.CATEGORY_NM && !categories.data?.datas.some((c) => c.name === formik.values.CATEGORY_NM) ? (
              <MenuItem value={formik.values.CATEGORY_NM}>{formik.values.CATEGORY_NM}</MenuItem>
            ) : null}
          </TextField>
          <FormControlLabel
            control={<Switch name="IMPORTANT_FLG" checked={formik.values.IMPORTANT_FLG} onChange={formik.handleChange} />}
            label={m.form.important}
          />
          <FormControlLabel control={<Switch name="SUSPEND_FLG" checked={formik.values.SUSPEND_FLG} onChange={formik.handleChange} />} label={m.form.suspend} />
        </Stack>
        <PeriodFields field={field} />
        <TextField {...field('TITLE')} label={m.form.title} fullWidth />
        <div>
          <Typography variant="body2" color="text.secondary" gutterBottom>
            {m.form.description}
          </Typography>
          <LazyRichTextEditor
            initialHtml={news?.DESCRIPTION ?? ''}
            onChange={(html) => void formik.setFieldValue('DESCRIPTION', html)}
            label={m.form.description}
          />
        </div>
        <Stack direction="row" spacing={2} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="body2" color="text.secondary">
            {m.form.file}
          </Typography>
          {existingFile ? (
            <>
              {existingFile.url ? (
                <Link href={existingFile.url} target="_blank" rel="noopener">
                  {m.fileLink(existingFile.name)}
                </Link>
              ) : (
                <span>{existingFile.name}</span>
              )}
              <Button size="small" color="error" onClick={() => void removeFile()}>
                {m.form.deleteFile}
              </Button>
            </>
          ) : null}
          <Button size="small" variant="outlined" component="label">
            {m.form.chooseFile}
            <input hidden type="file" aria-label={m.form.chooseFile} onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
          </Button>
          <Typography variant="body2">{file?.name ?? (existingFile ? '' : m.form.noFile)}</Typography>
        </Stack>
      </Stack>
    </FormikDialog>
  );
}
