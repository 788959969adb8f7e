import { Type } from 'typebox';
import { Strict } from '../../../http/contract';
import { NewsListItem } from '../news/news-schemas';

/** /users/mypage (spec §3 My page): latest news, the month's schedule and note, links. */
export const MypageQuery = Strict({ month: Type.Optional(Type.String({ maxLength: 7, description: "'YYYY-MM'; default the current month in Japan" })) });

export const MypageAnswer = Strict({
  month: Type.String(),
  news: Type.Array(NewsListItem),
  schedules: Type.Array(Strict({ date: Type.String(), label: Type.String(), color_code: Type.String() })),
  links: Type.Array(Strict({ link: Type.String(), label: Type.String() })),
  calendar_note: Type.String(),
});
