import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { FormattedMessage } from 'react-intl';
import { I18nProvider } from './i18n-provider';
import { lazyWithMessages } from './page-messages';

function SettingsPage({ name }: { name: string }) {
  return (
    <h1>
      <FormattedMessage id="area.name" /> · <FormattedMessage id="settings.title" values={{ name }} />
    </h1>
  );
}

test("a page loaded with its route brings its own messages, in the area's language, beside the area's", async () => {
  const asked: string[] = [];
  const Page = lazyWithMessages(async () => SettingsPage, {
    'zh-CN': async () => {
      asked.push('zh-CN');
      return { default: { 'settings.title': '{name}的设置' } };
    },
    'en-US': async () => {
      asked.push('en-US');
      return { default: { 'settings.title': 'Settings of {name}' } };
    },
  });
  const page = (locale: string, area: Record<string, string>) => (
    <I18nProvider locale={locale} messages={area}>
      <Suspense fallback={<p>loading</p>}>
        <Page name="Ada" />
      </Suspense>
    </I18nProvider>
  );
  const { rerender } = render(page('en-US', { 'area.name': 'Profile' }));
  expect(await screen.findByRole('heading')).toHaveProperty('textContent', 'Profile · Settings of Ada');
  expect(asked).toEqual(['en-US']);
  rerender(page('zh-CN', { 'area.name': '个人中心' }));
  expect(await screen.findByText('个人中心 · Ada的设置')).toBeTruthy();
  expect(asked).toEqual(['en-US', 'zh-CN']);
  // Each language's catalog is loaded once.
  rerender(page('en-US', { 'area.name': 'Profile' }));
  expect(await screen.findByText('Profile · Settings of Ada')).toBeTruthy();
  expect(asked).toEqual(['en-US', 'zh-CN']);
});
