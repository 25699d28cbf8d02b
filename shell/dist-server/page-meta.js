"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
exports.pageMeta = void 0;
/** Page titles and keywords present the site as the national digital innovation contest. */
exports.pageMeta = {
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
//# sourceMappingURL=page-meta.js.map