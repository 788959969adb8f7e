import { joinDateTime, slashesToHyphens, splitDateTime, todayInTokyo } from 'shared';
import * as yup from 'yup';
import { adminNewsMailMessages as m } from '../../messages';
import type { AdminNews, NewsCreateBody } from './api';

/** The news modal's fields (spec §2): dates and times split for the date and time inputs. */
export interface NewsFormValues {
  DATE: string;
  CATEGORY_NM: string;
  IMPORTANT_FLG: boolean;
  SUSPEND_FLG: boolean;
  startDate: string;
  startTime: string;
  endDate: string;
  endTime: string;
  TITLE: string;
  DESCRIPTION: string;
}

export function newsFormValues(news: AdminNews | null, now = new Date()): NewsFormValues {
  const today = slashesToHyphens(todayInTokyo(now));
  const start = splitDateTime(news?.START_DATE);
  const end = splitDateTime(news?.END_DATE);
  return {
    DATE: news ? slashesToHyphens(news.DATE) : today,
    CATEGORY_NM: news?.CATEGORY_NM ?? '',
    IMPORTANT_FLG: news?.IMPORTANT_FLG ?? false,
    SUSPEND_FLG: news?.SUSPEND_FLG ?? false,
    startDate: news ? start.date : today,
    startTime: news ? start.time : '00:00',
    endDate: news ? end.date : '2999-12-31',
    endTime: news ? end.time : '23:59',
    TITLE: news?.TITLE ?? '',
    DESCRIPTION: news?.DESCRIPTION ?? '',
  };
}

/** The API body: 'YYYY/MM/DD HH:MM' Japan wall-clock times. */
export function newsBody(values: NewsFormValues, fileName: string | undefined): NewsCreateBody {
  return {
    DATE: values.DATE,
    CATEGORY_NM: values.CATEGORY_NM,
    START_DATE: joinDateTime(values.startDate, values.startTime),
    END_DATE: joinDateTime(values.endDate, values.endTime),
    TITLE: values.TITLE,
    DESCRIPTION: values.DESCRIPTION,
    IMPORTANT_FLG: values.IMPORTANT_FLG,
    SUSPEND_FLG: values.SUSPEND_FLG,
    ...(fileName ? { FILE_NAME: fileName } : {}),
  };
}

const required = yup.string().required(m.validation.required);

export const newsSchema = yup.object({
  DATE: required,
  startDate: required,
  startTime: required,
  endDate: required,
  endTime: required.test('after-start', m.validation.endBeforeStart, function (endTime) {
    const { startDate, startTime, endDate } = this.parent as NewsFormValues;
    return `${endDate} ${endTime}` >= `${startDate} ${startTime}`;
  }),
  TITLE: required.max(200),
});
