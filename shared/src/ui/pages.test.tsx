import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@dcic/shared/router';
import { I18nProvider } from '../i18n/i18n-provider';
import { pageItems, Pages, type PagesProps } from './pages';

function renderPages(props: PagesProps, locale: 'zh-CN' | 'en-US' = 'en-US') {
  return render(
    <I18nProvider locale={locale}>
      <MemoryRouter initialEntries={['/information?category=news']}>
        <Pages {...props} />
      </MemoryRouter>
    </I18nProvider>,
  );
}

const pagerItems = () => [...screen.getByRole('navigation', { name: 'Pages' }).children].map((element) => element.textContent);

describe('pageItems', () => {
  it('shows every page while they fit in nine places', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it('leaves out the runs far from the current page, keeping the first and the last', () => {
    expect(pageItems(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 6, 7, null, 20]);
    expect(pageItems(17, 20)).toEqual([1, null, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, null, 14, 15, 16, 17, 18, 19, 20]);
  });

  it('always gives nine places or fewer, the current page among them', () => {
    for (let pages = 1; pages <= 40; pages += 1) {
      for (let page = 1; page <= pages; page += 1) {
        const items = pageItems(page, pages);
        expect(items.length).toBeLessThanOrEqual(9);
        expect(items).toContain(page);
        expect(items[0]).toBe(1);
        expect(items.at(-1)).toBe(pages);
        const numbers = items.filter((item): item is number => item !== null);
        expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
        // A gap stands for at least one page: never "3 … 4".
        items.forEach((item, index) => {
          if (item === null) expect((items[index + 1] as number) - (items[index - 1] as number)).toBeGreaterThan(1);
        });
      }
    }
  });
});

describe('Pages', () => {
  it('shows nothing when everything fits on one page', () => {
    renderPages({ page: 1, pages: 1, hrefOf: (page) => `?page=${page}` });
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('links each page to its address, the current one marked and the ends of the run disabled', () => {
    renderPages({ page: 1, pages: 12, hrefOf: (page) => `?category=news&page=${page}` });
    expect(pagerItems()).toEqual(['Previous', '1', '2', '3', '4', '5', '6', '7', '…', '12', 'Next']);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(nav).queryByRole('link', { name: 'Previous' })).toBeNull();
    expect(within(nav).getByText('Previous').getAttribute('aria-disabled')).toBe('true');
    expect(within(nav).getByRole('link', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Page 12' }).getAttribute('href')).toBe('/information?category=news&page=12');
    expect(within(nav).getByRole('link', { name: 'Next' }).getAttribute('href')).toBe('/information?category=news&page=2');
  });

  it('pages by buttons when the page is kept in the view', () => {
    const onChange = jest.fn();
    renderPages({ page: 12, pages: 12, onChange });
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Page 12' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'Previous' }));
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(onChange.mock.calls).toEqual([[11], [1]]);
  });

  it('holds a page past the end to the last one', () => {
    renderPages({ page: 40, pages: 3, onChange: jest.fn() });
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('speaks Chinese', () => {
    renderPages({ page: 2, pages: 3, onChange: jest.fn() }, 'zh-CN');
    const nav = screen.getByRole('navigation', { name: '分页' });
    expect(within(nav).getByRole('button', { name: '第 2 页' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('button', { name: '上一页' })).toBeTruthy();
    expect(within(nav).getByRole('button', { name: '下一页' })).toBeTruthy();
  });
});
