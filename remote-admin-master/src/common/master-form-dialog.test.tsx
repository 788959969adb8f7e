import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from 'shared/test';
import { MasterFormDialog } from './master-form-dialog';

// Accessibility: the admin masters' new/edit dialog ties each error to its field and announces it.
describe('MasterFormDialog errors', () => {
  it('makes a required field’s error its description, marks it invalid and puts the error in a live region', async () => {
    const onSubmit = jest.fn(async () => {});
    renderWithProviders(
      <MasterFormDialog
        title="t"
        fields={[
          { name: 'code', label: 'コード', required: true },
          { name: 'kind', label: '区分', kind: 'select', required: true, options: [{ value: '1', label: 'A' }] },
        ]}
        initialValues={{ code: '', kind: '' }}
        onSubmit={onSubmit}
        onClose={() => {}}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: '保存' }));
    const code = screen.getByRole('textbox', { name: /コード/ });
    const kind = screen.getByRole('combobox', { name: /区分/ });
    for (const field of [code, kind]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      const description = field.getAttribute('aria-describedby');
      expect(description).toBeTruthy();
      const region = document.getElementById(description!)?.querySelector('[role="status"]');
      expect(region).not.toBeNull();
      await waitFor(() => expect(region!.textContent).not.toBe(''));
      expect(field).toHaveAccessibleDescription(region!.textContent!);
    }
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
