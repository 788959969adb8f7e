import { firstMailError } from './validate-mail';

describe('bulk mail validation order (spec §5)', () => {
  it('asks for the category first, then the title, then the body', () => {
    expect(firstMailError({ category_no: '', title: '', text: '' })).toBe('カテゴリーを選択して下さい');
    expect(firstMailError({ category_no: 1, title: ' ', text: '' })).toBe('タイトルを入力して下さい');
    expect(firstMailError({ category_no: 1, title: '件名', text: '' })).toBe('内容を入力して下さい');
    expect(firstMailError({ category_no: 1, title: '件名', text: '<p>本文</p>' })).toBeNull();
  });
});
