import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '../config/runtime-config';
import { json, startTestApiServer } from '../../test/test-api-server';
import { renderWithProviders } from '../../test/render-with-providers';
import { signedInSession } from '../../test/sample-sessions';
import { PhotoSlot, type PhotoSlotProps } from './photo-slot';

let server: Awaited<ReturnType<typeof startTestApiServer>>;
let answers: Record<string, number>;

beforeAll(async () => {
  server = await startTestApiServer();
  server.handle = (req, res) => {
    const path = req.path.split('?')[0];
    const status = answers[`${req.method} ${path}`] ?? 404;
    json(res, status, status === 200 ? { message: 'ok', image1: null, image2: null } : { detail: path, message: 'エラー' });
  };
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  answers = { 'PUT /files/uploads/products/110001/1': 200, 'POST /api/v1/admins/products/upload-image': 200, 'DELETE /api/v1/admins/products/image': 200 };
  setRuntimeConfig({ API_TARGET: server.baseUrl });
});
afterEach(() => setRuntimeConfig({ API_TARGET: 'MOCK' }));

const resized = new Blob(['small-jpeg'], { type: 'image/jpeg' });
const resize = jest.fn(async () => resized);

function renderSlot(props: Partial<PhotoSlotProps> = {}) {
  const onChanged = jest.fn();
  renderWithProviders(
    <PhotoSlot
      label="商品画像1"
      imageUrl="/files/products/110001/1.png?sig=x"
      putUrl={`${server.baseUrl.replace('/api/v1', '')}/files/uploads/products/110001/1?expires=1&sig=s`}
      target={{ shohin_cd: '110001' }}
      photoNo={1}
      resize={resize}
      onChanged={onChanged}
      {...props}
    />,
    { preloadedState: { session: signedInSession({ is_admin: true }) } },
  );
  return { onChanged, user: userEvent.setup() };
}

const choose = (user: ReturnType<typeof userEvent.setup>) =>
  user.upload(screen.getByLabelText(/商品画像1 ここに画像をドロップ/), new File(['big-photo'], 'rose.png', { type: 'image/png' }));
const calls = () => server.requests.filter((r) => !r.path.endsWith('/users/refresh'));
const paths = () => calls().map((r) => `${r.method} ${r.path.split('?')[0]}`);

describe('PhotoSlot (spec §4, §5)', () => {
  it('shrinks the chosen photo, PUTs it to the signed URL with its type, then registers it, and says 画像を保存しました', async () => {
    const { onChanged, user } = renderSlot();
    await choose(user);
    expect(screen.getByText('選択中: rose.png')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '商品画像1 保存' }));
    expect(await screen.findByText('画像を保存しました')).toBeInTheDocument();
    expect(resize).toHaveBeenCalled();
    expect(paths()).toEqual(['PUT /files/uploads/products/110001/1', 'POST /api/v1/admins/products/upload-image']);
    expect(calls()[0].body).toBe('small-jpeg');
    expect(calls()[0].headers['content-type']).toBe('image/jpeg');
    expect(JSON.parse(calls()[1].body)).toEqual({ shohin_cd: '110001', image1: true, image2: false });
    expect(onChanged).toHaveBeenCalled();
  });

  it('says 画像の保存に失敗しました and does not register when the upload is refused', async () => {
    answers['PUT /files/uploads/products/110001/1'] = 403;
    const { user } = renderSlot();
    await choose(user);
    await user.click(screen.getByRole('button', { name: '商品画像1 保存' }));
    expect(await screen.findByText('画像の保存に失敗しました')).toBeInTheDocument();
    expect(paths()).toEqual(['PUT /files/uploads/products/110001/1']);
  });

  it('says 画像の保存に失敗しました when the register step fails', async () => {
    answers['POST /api/v1/admins/products/upload-image'] = 400;
    const { user } = renderSlot();
    await choose(user);
    await user.click(screen.getByRole('button', { name: '商品画像1 保存' }));
    expect(await screen.findByText('画像の保存に失敗しました')).toBeInTheDocument();
  });

  it('registers a receiving photo with niuke_dempyo_no and niuke_no', async () => {
    answers['PUT /files/uploads/receivings/D1-2/2'] = 200;
    const { user } = renderSlot({
      target: { niuke_dempyo_no: 'D1', niuke_no: '2' },
      photoNo: 2,
      putUrl: `${server.baseUrl.replace('/api/v1', '')}/files/uploads/receivings/D1-2/2?sig=s`,
    });
    await choose(user);
    await user.click(screen.getByRole('button', { name: '商品画像1 保存' }));
    await screen.findByText('画像を保存しました');
    expect(JSON.parse(calls()[1].body)).toEqual({ niuke_dempyo_no: 'D1', niuke_no: '2', image1: false, image2: true });
  });

  it('asks ファイルを選択して下さい when saving without a file, and データが存在しません without a target', async () => {
    const { user } = renderSlot({ target: null });
    await user.click(screen.getByRole('button', { name: '商品画像1 保存' }));
    expect(await screen.findByText('ファイルを選択して下さい')).toBeInTheDocument();
    await choose(user);
    await user.click(screen.getByRole('button', { name: '商品画像1 保存' }));
    expect(await screen.findByText('データが存在しません')).toBeInTheDocument();
    expect(calls()).toHaveLength(0);
  });

  it('says 読み込み中です while a save is still running', async () => {
    let release: () => void = () => undefined;
    const slow = jest.fn(() => new Promise<Blob>((resolve) => (release = () => resolve(resized))));
    const { user } = renderSlot({ resize: slow });
    await choose(user);
    await user.click(screen.getByRole('button', { name: '商品画像1 保存' }));
    await user.click(screen.getByRole('button', { name: '商品画像1 削除' }));
    expect(await screen.findByText('読み込み中です')).toBeInTheDocument();
    release();
    expect(await screen.findByText('画像を保存しました')).toBeInTheDocument();
  });

  it('deletes after 本当に削除しますか？ and says 画像の削除に成功しました。', async () => {
    const { onChanged, user } = renderSlot();
    await user.click(screen.getByRole('button', { name: '商品画像1 削除' }));
    expect(await screen.findByText('本当に削除しますか？')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('画像の削除に成功しました。')).toBeInTheDocument();
    expect(JSON.parse(calls()[0].body)).toEqual({ shohin_cd: '110001', photo_no: 1 });
    await waitFor(() => expect(onChanged).toHaveBeenCalled());
    // The server removed the file: the slot no longer shows the row's old URL, which would be a 404.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('画像なし')).toBeInTheDocument();
  });

  it('does not delete when the confirmation is cancelled, and says 画像の削除に失敗しました。 when the server refuses', async () => {
    const { user } = renderSlot();
    await user.click(screen.getByRole('button', { name: '商品画像1 削除' }));
    await user.click(await screen.findByRole('button', { name: 'キャンセル' }));
    expect(calls()).toHaveLength(0);
    answers['DELETE /api/v1/admins/products/image'] = 404;
    await waitFor(() => expect(screen.queryByText('本当に削除しますか？')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: '商品画像1 削除' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('画像の削除に失敗しました。')).toBeInTheDocument();
  });

  it('says データが存在しません when there is no photo to delete', async () => {
    const { user } = renderSlot({ imageUrl: null });
    expect(screen.getByText('画像なし')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '商品画像1 削除' }));
    expect(await screen.findByText('データが存在しません')).toBeInTheDocument();
  });
});
