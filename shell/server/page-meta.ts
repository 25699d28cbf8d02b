import type { Locale } from './locale';

/** Page titles and keywords present the site as the national digital innovation contest. */
export const pageMeta: Record<Locale, { title: string; keywords: string; description: string }> = {
  'zh-CN': {
    title: '数字中国创新大赛',
    keywords: '数字中国创新大赛,数字中国,DCIC,数据竞赛,算法大赛,创新大赛',
    description: '数字中国创新大赛官方平台：赛题、数据集、训练营、社区讨论与成绩公示。',
  },
  'en-US': {
    title: 'Digital China Innovation Contest',
    keywords: 'Digital China Innovation Contest,DCIC,data competition,algorithm contest,innovation contest',
    description: 'The official platform of the Digital China Innovation Contest: competitions, datasets, training, discussion and results.',
  },
};
