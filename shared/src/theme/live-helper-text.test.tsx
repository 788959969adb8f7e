import TextField from '@mui/material/TextField';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { theme } from './theme';

function Field({ error, hint }: { error?: string; hint?: string }) {
  return (
    <ThemeProvider theme={theme}>
      <TextField label="口数" error={Boolean(error)} helperText={error ?? hint} />
    </ThemeProvider>
  );
}

describe('helper texts (accessibility; form errors tied to their fields and announced)', () => {
  it('keeps an empty polite live region under a field with a hint, and the hint outside it', () => {
    render(<Field hint="3口まで" />);
    const field = screen.getByLabelText('口数');
    expect(field).toHaveAccessibleDescription('3口まで');
    expect(field).not.toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByText('3口まで').closest('[role="status"]')).toBeNull();
  });

  it('puts an error into that same live region when it replaces the hint', () => {
    const { rerender } = render(<Field hint="3口まで" />);
    const region = screen.getByRole('status');
    rerender(<Field error="3口以下で入力してください" />);
    const field = screen.getByLabelText('口数');
    expect(field).toHaveAccessibleDescription('3口以下で入力してください');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('status')).toBe(region);
    expect(region).toHaveTextContent('3口以下で入力してください');
  });

  it('announces an error whose helper text appears with it, and stays quiet when it goes', () => {
    const { rerender } = render(<Field />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    rerender(<Field error="入力してください" />);
    expect(screen.getByRole('status')).toHaveTextContent('入力してください');
    expect(screen.getByLabelText('口数')).toHaveAccessibleDescription('入力してください');
    rerender(<Field hint="任意" />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
