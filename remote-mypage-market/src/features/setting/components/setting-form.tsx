import { useIsBelow } from 'shared';
import { Formik, Form, type FormikErrors, type FormikTouched } from 'formik';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { messages } from '../../../messages';
import { fromFormValues, settingSchema, toFormValues, type SettingFormValues } from '../setting-schema';
import type { SettingBranch } from '../types';
import { ApprovalSwitch, RateField } from './branch-fields';

const t = messages.setting;

interface SettingFormProps {
  branches: readonly SettingBranch[];
  /** Resolves when saved; rejects (after the api layer's own toasts) when not. */
  onSave: (branches: SettingBranch[]) => Promise<unknown>;
}

const hasErrors = (errors: FormikErrors<SettingFormValues>, touched: FormikTouched<SettingFormValues>) =>
  Array.isArray(errors.branches) && Array.isArray(touched.branches) && errors.branches.some((e, i) => e && touched.branches?.[i]);

/** The head branch's settings: margin rate and purchase approval of every branch. */
export function SettingForm({ branches, onSave }: SettingFormProps) {
  // A phone lists each branch with its two fields under its name; wider screens use a table.
  const phone = useIsBelow('tablet');
  return (
    <Formik<SettingFormValues>
      initialValues={toFormValues(branches)}
      validationSchema={settingSchema}
      enableReinitialize
      onSubmit={async (values, helpers) => {
        try {
          await onSave(fromFormValues(values));
          // The saved values become the new baseline, so the button shows 変更はありません again.
          helpers.resetForm({ values });
        } catch {
          // The api layer has already shown the server's message; keep the buyer's input.
        }
      }}
    >
      {({ values, errors, touched, dirty, isSubmitting, submitCount }) => (
        <Form noValidate aria-label={t.title}>
          {submitCount > 0 && hasErrors(errors, touched) && (
            <Alert severity="error" sx={{ mb: 2 }} role="alert">
              {t.fixErrors}
            </Alert>
          )}
          {phone ? (
            <Stack component="ul" spacing={1} aria-label={t.title} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {values.branches.map((b, i) => (
                <Box component="li" key={b.branch_number} sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}>
                  <Typography sx={{ fontWeight: 700, mb: 1 }}>
                    {b.branch_number} {b.branch_name}
                  </Typography>
                  <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
                    <RateField index={i} />
                    <ApprovalSwitch index={i} />
                  </Stack>
                </Box>
              ))}
            </Stack>
          ) : (
            <TableContainer>
              <Table size="small" aria-label={t.title}>
                <TableHead>
                  <TableRow>
                    <TableCell scope="col">{t.branchNumber}</TableCell>
                    <TableCell scope="col">{t.branchName}</TableCell>
                    <TableCell scope="col">{t.sellMarginRate}</TableCell>
                    <TableCell scope="col">{t.purchaseApproval}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {values.branches.map((b, i) => (
                    <TableRow key={b.branch_number}>
                      <TableCell component="th" scope="row">
                        {b.branch_number}
                      </TableCell>
                      <TableCell>{b.branch_name}</TableCell>
                      <TableCell sx={{ minWidth: 140 }}>
                        <RateField index={i} />
                      </TableCell>
                      <TableCell>
                        <ApprovalSwitch index={i} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
          <Box sx={{ mt: 2, display: 'flex', justifyContent: 'flex-end' }}>
            <Button type="submit" variant="contained" disabled={!dirty || isSubmitting}>
              {isSubmitting ? t.saving : dirty ? t.save : t.unchanged}
            </Button>
          </Box>
        </Form>
      )}
    </Formik>
  );
}
