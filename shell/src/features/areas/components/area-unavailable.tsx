const text = {
  'zh-CN': { title: '该区域暂时无法加载', body: '请检查网络后重试，网站其它部分仍可正常使用。', retry: '重试' },
  'en-US': {
    title: 'This area could not be loaded',
    body: 'Check your connection and try again; the rest of the site still works.',
    retry: 'Retry',
  },
} as const;

export interface AreaUnavailableProps {
  area: string;
  locale: string;
  onRetry: () => void;
}

export function AreaUnavailable({ area, locale, onRetry }: AreaUnavailableProps) {
  const t = locale === 'en-US' ? text['en-US'] : text['zh-CN'];
  return (
    <div role="alert" className="dcic-area-fallback" data-area={area}>
      <h2>{t.title}</h2>
      <p>{t.body}</p>
      <button type="button" onClick={onRetry}>
        {t.retry}
      </button>
    </div>
  );
}
