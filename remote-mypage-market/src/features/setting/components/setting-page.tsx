import Link from '@mui/material/Link';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { HEAD_BRANCH_NUMBER, LAYOUT_WIDTH, notifySuccess, PageLayout, QueryState, useAppSelector } from 'shared';
import { messages } from '../../../messages';
import { useGetSettingQuery, useSaveSettingMutation } from '../api';
import { SettingForm } from './setting-form';

const t = messages.setting;

/** /setting: head branch 001 only. The shell guards the route; this page and the server check again. */
export function SettingPage() {
  const branchNumber = useAppSelector((s) => s.session.branch_number);
  const isHead = branchNumber === HEAD_BRANCH_NUMBER;
  const result = useGetSettingQuery(undefined, { skip: !isHead });
  const [save] = useSaveSettingMutation();

  if (!isHead) return <Navigate to="/" replace />;

  return (
    <PageLayout title={t.title} maxWidth={LAYOUT_WIDTH.newsInner}>
      <Typography sx={{ mb: 1 }}>{t.lead}</Typography>
      <Link component={RouterLink} to="/web/approval" sx={{ display: 'inline-block', mb: 2 }} data-testid="setting-to-approval">
        {t.toApproval}
      </Link>
      <QueryState
        result={result}
        isEmpty={(data) => data.branches.length === 0}
        loadingText={messages.common.loading}
        errorText={messages.common.loadError}
        emptyText={t.empty}
      >
        {(data) => (
          <Paper variant="outlined" sx={{ p: { xs: 1, tablet: 2 } }}>
            <SettingForm
              branches={data.branches}
              onSave={async (branches) => {
                await save(branches).unwrap();
                notifySuccess(t.saved);
              }}
            />
          </Paper>
        )}
      </QueryState>
    </PageLayout>
  );
}
