import { act, render } from '@testing-library/react';
import { useRef, useState } from 'react';
import { useDismiss } from './use-dismiss';

function Menu({ onClose }: { onClose: () => void }) {
  const box = useRef<HTMLDivElement>(null);
  const [open] = useState(true);
  useDismiss(box, open, onClose);
  return (
    <div>
      <div ref={box} data-testid="inside">
        menu
      </div>
      <p data-testid="outside">page</p>
    </div>
  );
}

test('a click outside or Escape dismisses; a click inside does not', () => {
  const onClose = jest.fn();
  const { getByTestId } = render(<Menu onClose={onClose} />);
  act(() => {
    getByTestId('inside').dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  expect(onClose).not.toHaveBeenCalled();
  act(() => {
    getByTestId('outside').dispatchEvent(new MouseEvent('mousedown', { bubbles: true }));
  });
  expect(onClose).toHaveBeenCalledTimes(1);
  act(() => {
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
  });
  expect(onClose).toHaveBeenCalledTimes(2);
});
