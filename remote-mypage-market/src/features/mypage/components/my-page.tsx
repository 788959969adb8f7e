import { useState } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { PageLayout, QueryState } from 'shared';
import { messages } from '../../../messages';
import { useGetMyPageQuery } from '../api';
import { monthParam, tokyoToday, yearMonthOf, type YearMonth } from '../calendar-month';
import { LinkList } from './link-list';
import { NewsDigest } from './news-digest';
import { ScheduleCalendar } from './schedule-calendar';

const t = messages.mypage;

const panel = { p: { xs: 1.5, tablet: 2 } } as const;

/** /mypage: the buyer's daily start — latest news, the market calendar month by month, the link collection. */
export function MyPage() {
  const [month, setMonth] = useState<YearMonth>(() => yearMonthOf(tokyoToday()));
  const result = useGetMyPageQuery({ month: monthParam(month) });
  const { currentData, isFetching } = result;
  return (
    <PageLayout title={t.title}>
      <QueryState result={result} loadingText={messages.common.loading} errorText={messages.common.loadError}>
        {(data) => (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 2, alignItems: 'start' }}>
            <Box sx={{ display: 'grid', gap: 2 }}>
              <Paper variant="outlined" sx={panel}>
                <NewsDigest news={data.news} />
              </Paper>
              <Paper variant="outlined" sx={panel}>
                <LinkList links={data.links} />
              </Paper>
            </Box>
            <Paper variant="outlined" sx={panel}>
              {/* While another month loads, its grid shows without the previous month's schedules. */}
              <ScheduleCalendar
                month={month}
                onMonthChange={setMonth}
                schedules={currentData?.schedules ?? []}
                calendarNote={currentData?.calendar_note}
                loading={isFetching}
              />
            </Paper>
          </Box>
        )}
      </QueryState>
    </PageLayout>
  );
}
