import { fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '../i18n/i18n-provider';
import { Avatar } from './avatar';
import { DEFAULT_AVATAR } from './default-images';

function renderAvatar(props: Parameters<typeof Avatar>[0]) {
  return render(
    <I18nProvider locale="en-US">
      <Avatar {...props} />
    </I18nProvider>,
  );
}

describe('Avatar', () => {
  let open: jest.SpyInstance;
  beforeEach(() => {
    open = jest.spyOn(window, 'open').mockImplementation(() => null);
  });
  afterEach(() => open.mockRestore());

  it("opens the user's page in a new tab", () => {
    renderAvatar({ id: 42, src: 'https://cdn.example.com/a.png', name: 'Ada' });
    fireEvent.click(screen.getByRole('link', { name: 'Avatar of Ada' }));
    expect(open).toHaveBeenCalledWith('/users/42', '_blank');
  });

  it('opens it from the keyboard too', () => {
    renderAvatar({ id: 7 });
    fireEvent.keyDown(screen.getByRole('link'), { key: 'Enter' });
    expect(open).toHaveBeenCalledWith('/users/7', '_blank');
  });

  it('does nothing when disabled', () => {
    renderAvatar({ id: 42, name: 'Ada', disabled: true });
    const image = screen.getByAltText('Avatar of Ada');
    fireEvent.click(image);
    expect(open).not.toHaveBeenCalled();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('is 80 px wide by default and shows the default image when there is none or it breaks', () => {
    renderAvatar({ id: 1, src: 'https://cdn.example.com/broken.png' });
    const image = screen.getByRole('link') as HTMLImageElement;
    expect(image.getAttribute('width')).toBe('80');
    expect(image.getAttribute('src')).toBe('https://cdn.example.com/broken.png');
    fireEvent.error(image);
    expect(image.getAttribute('src')).toBe(DEFAULT_AVATAR);
  });

  it('takes an explicit alternative text', () => {
    renderAvatar({ id: 1, alt: 'Me', disabled: true });
    expect(screen.getByAltText('Me')).toBeTruthy();
  });

  it('takes another width and falls back without a source', () => {
    renderAvatar({ id: 1, width: 32, src: null });
    const image = screen.getByRole('link');
    expect(image.getAttribute('width')).toBe('32');
    expect(image.getAttribute('src')).toBe(DEFAULT_AVATAR);
  });
});
