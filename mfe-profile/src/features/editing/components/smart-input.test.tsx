import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createQueryClient, http, QueryClientProvider } from '@dcic/shared';
import { SmartInput } from './smart-input';

function Field() {
  const [value, setValue] = useState('');
  return (
    <SmartInput kind="school" value={value} onChange={setValue}>
      <input aria-label="School" />
    </SmartInput>
  );
}

const show = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Field />
    </QueryClientProvider>,
  );

describe('SmartInput', () => {
  afterEach(() => jest.restoreAllMocks());

  it('asks once the typing settles and suggests what others entered, not what is already typed', async () => {
    const request = jest.spyOn(http, 'request').mockResolvedValue(['Fuzhou University', 'fuzhou', 'Fuzhou Normal University']);
    show();
    const input = screen.getByLabelText('School');
    fireEvent.change(input, { target: { value: 'f' } });
    fireEvent.change(input, { target: { value: 'fu' } });
    fireEvent.change(input, { target: { value: 'Fuzhou ' } });
    expect(request).not.toHaveBeenCalled();
    await waitFor(() => expect(request).toHaveBeenCalledTimes(1));
    expect(request).toHaveBeenCalledWith(
      '/api/users/smartInput',
      expect.objectContaining({ method: 'GET', query: { kind: 'school', keyword: 'Fuzhou' }, loading: false }),
    );
    expect(await screen.findByTitle('Fuzhou University')).toBeTruthy();
    expect(screen.getByTitle('Fuzhou Normal University')).toBeTruthy();
    expect(screen.queryByTitle('fuzhou')).toBeNull();
  });

  it('never asks for an empty field', async () => {
    const request = jest.spyOn(http, 'request').mockResolvedValue([]);
    show();
    fireEvent.change(screen.getByLabelText('School'), { target: { value: '   ' } });
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(request).not.toHaveBeenCalled();
  });
});
