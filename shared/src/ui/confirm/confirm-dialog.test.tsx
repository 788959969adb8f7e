import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../../test/render-with-providers';
import { useConfirm } from './confirm-context';

function DeleteButton() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button onClick={async () => setAnswer(String(await confirm({ title: '削除', text: '本当に削除しますか？\n元に戻せません。' })))}>削除する</button>
      <output aria-label="answer">{answer}</output>
    </>
  );
}

async function openDialog() {
  renderWithProviders(<DeleteButton />);
  await userEvent.click(screen.getByRole('button', { name: '削除する' }));
  return screen.findByRole('dialog', { name: '削除' });
}

describe('confirm dialog', () => {
  it('shows the title and the text with its line breaks', async () => {
    const dialog = await openDialog();
    const text = screen.getByText(/本当に削除しますか？/);
    expect(dialog).toContainElement(text);
    expect(text.textContent).toBe('本当に削除しますか？\n元に戻せません。');
    expect(text).toHaveStyle({ whiteSpace: 'pre-line' });
  });

  it('answers true on OK', async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByLabelText('answer')).toHaveTextContent('true'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('answers false on キャンセル', async () => {
    await openDialog();
    await userEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(screen.getByLabelText('answer')).toHaveTextContent('false'));
  });

  it('works from the keyboard: OK has the focus, Escape cancels', async () => {
    await openDialog();
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByLabelText('answer')).toHaveTextContent('false'));
  });

  it('answers true when OK is pressed with Enter', async () => {
    await openDialog();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('answer')).toHaveTextContent('true'));
  });
});
