// What the demo's discussion holds: general boards, and topics, questions and articles (mostly in
// Chinese, some in English) with their replies, likes, collections, an accepted answer and one post
// staff marked abnormal. Authors are demo people by their index, or the README's demo account.

export interface DemoBoard {
  slug: string;
  nameZh: string;
  nameEn: string;
  descriptionZh: string;
  descriptionEn: string;
}

export const DEMO_BOARDS: DemoBoard[] = [
  {
    slug: 'general',
    nameZh: '综合交流',
    nameEn: 'General',
    descriptionZh: '大赛动态、参赛心得与闲聊',
    descriptionEn: 'Contest news, experiences and chat',
  },
  {
    slug: 'qa',
    nameZh: '技术问答',
    nameEn: 'Technical Q&A',
    descriptionZh: '建模、特征工程与工具使用的问题',
    descriptionEn: 'Questions on modelling, features and tools',
  },
  {
    slug: 'articles',
    nameZh: '经验分享',
    nameEn: 'Write-ups',
    descriptionZh: '方案复盘与学习笔记',
    descriptionEn: 'Solution write-ups and study notes',
  },
  {
    slug: 'team-up',
    nameZh: '组队招募',
    nameEn: 'Team-up',
    descriptionZh: '寻找队友与导师',
    descriptionEn: 'Find teammates and mentors',
  },
];

/** A demo person by index, or the README's demo account ('demo'; a demo person stands in when it is absent). */
type Author = number | 'demo';

interface DemoReply {
  by: Author;
  body: string;
  likes?: number;
}

export interface DemoPost {
  /** A general board's slug, or `competition:<slug>` for a competition's board. */
  board: string;
  kind: 'topic' | 'question' | 'article';
  by: Author;
  title: string;
  body: string;
  daysAgo: number;
  replies?: DemoReply[];
  likes?: number;
  collections?: number;
  /** Index in `replies` of the accepted answer. */
  accepted?: number;
  /** Why staff marked it abnormal. */
  abnormal?: string;
}

export const DEMO_POSTS: DemoPost[] = [
  {
    board: 'general',
    kind: 'topic',
    by: 3,
    title: '新人报到：第一次参加数字创新大赛，大家好！',
    body: '<p>大家好，我是在读研究生，方向是时间序列预测。第一次参加比赛，希望能和大家多交流。</p><p>有没有一起刷<strong>基线</strong>的小伙伴？</p>',
    daysAgo: 20,
    likes: 12,
    replies: [
      { by: 7, body: '<p>欢迎欢迎！建议先把赛题说明和评测指标读透。</p>', likes: 3 },
      { by: 11, body: '<p>一起加油，讨论区有很多往届方案可以参考。</p>' },
      { by: 'demo', body: '<p>欢迎！组队招募版块可以找队友。</p>', likes: 1 },
    ],
  },
  {
    board: 'general',
    kind: 'topic',
    by: 15,
    title: '比赛期间大家每天花多少时间？',
    body: '<p>白天上班，只能晚上调参，感觉时间很紧。想听听大家怎么安排时间的。</p>',
    daysAgo: 12,
    likes: 6,
    replies: [
      { by: 4, body: '<p>每天两小时左右，周末集中做特征。</p>' },
      { by: 21, body: '<p>把实验脚本化，晚上挂着跑，第二天早上看结果。</p>', likes: 4 },
    ],
  },
  {
    board: 'general',
    kind: 'topic',
    by: 30,
    title: 'Any English-speaking teams this season?',
    body: '<p>Hi all, I am an exchange student in Fuzhou. Are there teams that work in English? Happy to help with modelling and write-ups.</p>',
    daysAgo: 9,
    likes: 4,
    replies: [
      { by: 33, body: '<p>Yes! Our team mostly writes in English. Send me a message.</p>', likes: 2 },
      { by: 8, body: '<p>我们队也可以用英文交流，欢迎！</p>' },
    ],
  },
  {
    board: 'general',
    kind: 'topic',
    by: 19,
    title: '线下决赛答辩有什么需要注意的？',
    body: '<p>第一次进决赛，答辩 PPT 应该侧重方案还是业务价值？评委一般会问什么问题？</p>',
    daysAgo: 5,
    likes: 9,
    collections: 5,
    replies: [
      { by: 2, body: '<p>业务价值和落地可行性很重要，模型细节准备在附录里。</p>', likes: 5 },
      { by: 26, body: '<p>控制好时间，演示要提前录屏备份。</p>', likes: 2 },
    ],
  },
  {
    board: 'general',
    kind: 'topic',
    by: 'demo',
    title: '【广告】低价代做比赛方案，包进决赛',
    body: '<p>专业团队代做各类数据竞赛，价格优惠，联系方式见个人主页。</p>',
    daysAgo: 2,
    abnormal: '违反社区规定：广告与代做信息',
  },
  {
    board: 'qa',
    kind: 'question',
    by: 'demo',
    title: 'LightGBM 早停之后线上分数反而下降，是什么原因？',
    body: '<p>本地五折交叉验证 AUC 0.78，用早停后线上只有 0.74。验证集是随机划分的，数据有时间属性。</p><pre><code>lgb.train(params, dtrain, valid_sets=[dvalid], callbacks=[lgb.early_stopping(100)])</code></pre>',
    daysAgo: 14,
    likes: 8,
    collections: 6,
    replies: [
      { by: 5, body: '<p>数据有时间属性时随机划分会泄漏未来信息，建议按时间切分验证集。</p>', likes: 9 },
      { by: 12, body: '<p>也检查一下特征里有没有用到全量数据统计的量，比如全局均值编码。</p>', likes: 4 },
      { by: 18, body: '<p>早停轮数可以用各折的平均值再在全量数据上重训。</p>', likes: 2 },
    ],
    accepted: 0,
  },
  {
    board: 'qa',
    kind: 'question',
    by: 6,
    title: '类别特征很多时，目标编码和 One-Hot 怎么选？',
    body: '<p>有一个字段有 3000 多个取值，One-Hot 维度太高，目标编码又怕过拟合。</p>',
    daysAgo: 11,
    likes: 7,
    collections: 4,
    replies: [
      { by: 9, body: '<p>高基数用折内目标编码加平滑，或者直接交给 CatBoost。</p>', likes: 6 },
      { by: 14, body: '<p>也可以按频次把低频取值合并成“其他”。</p>', likes: 3 },
    ],
    accepted: 0,
  },
  {
    board: 'qa',
    kind: 'question',
    by: 10,
    title: '提交文件格式总是报错“列名不匹配”',
    body: '<p>用 pandas 导出的 CSV，检查过列名是 <code>id,label</code>，但是提交页提示列名不匹配。</p>',
    daysAgo: 7,
    likes: 2,
    replies: [
      { by: 'demo', body: '<p>可能是导出时带了 BOM 或索引列，试试 <code>to_csv(index=False, encoding="utf-8")</code>。</p>', likes: 5 },
      { by: 22, body: '<p>我遇到过同样问题，是 Excel 另存时加了 BOM。</p>' },
    ],
    accepted: 0,
  },
  {
    board: 'qa',
    kind: 'question',
    by: 31,
    title: 'How do you validate when the test set comes from a later period?',
    body: '<p>The training data covers Jan–Jun and the test set is Jul. Is a single hold-out month enough, or should I do rolling windows?</p>',
    daysAgo: 6,
    likes: 5,
    replies: [
      { by: 34, body: '<p>Rolling-origin validation over the last three months gave us the most stable estimate.</p>', likes: 3 },
      { by: 5, body: '<p>滚动窗口更稳，但注意特征的时间窗口也要跟着移动。</p>' },
    ],
  },
  {
    board: 'qa',
    kind: 'question',
    by: 16,
    title: '显存不够，BERT 微调有什么省显存的办法？',
    body: '<p>只有一张 12G 的卡，batch size 到 8 就爆显存了。</p>',
    daysAgo: 4,
    likes: 3,
    collections: 2,
    replies: [
      { by: 23, body: '<p>混合精度加梯度累积，序列长度也可以按数据分布截断。</p>', likes: 2 },
      { by: 27, body: '<p>可以先试试蒸馏后的小模型，效果差不了多少。</p>' },
    ],
  },
  {
    board: 'qa',
    kind: 'question',
    by: 20,
    title: '多模型融合时权重怎么定？',
    body: '<p>三个模型线下分数接近，简单平均和按验证集搜索权重，哪种更稳？</p>',
    daysAgo: 1,
    replies: [{ by: 3, body: '<p>样本量不大时简单平均往往更稳，搜索出来的权重容易过拟合验证集。</p>' }],
  },
  {
    board: 'articles',
    kind: 'article',
    by: 2,
    title: '信用违约预测复盘：从 0.72 到 0.79 的特征工程',
    body: '<h2>背景</h2><p>赛题是根据用户的借贷与还款记录预测违约概率，评测指标为 AUC。</p><h2>关键特征</h2><ul><li>近 3/6/12 个月的逾期次数与金额</li><li>额度使用率的变化趋势</li><li>申请时间窗口内的查询次数</li></ul><h2>验证</h2><p>按申请时间切分验证集，线上线下差距控制在 0.005 以内。</p><blockquote><p>最大的提升来自对还款行为的时间窗口统计。</p></blockquote>',
    daysAgo: 25,
    likes: 24,
    collections: 15,
    replies: [
      { by: 13, body: '<p>写得很清楚，请问时间窗口是按自然月还是滚动 30 天？</p>', likes: 2 },
      { by: 2, body: '<p>滚动 30 天，自然月在月初会有边界问题。</p>', likes: 4 },
      { by: 'demo', body: '<p>收藏了，感谢分享！</p>' },
    ],
  },
  {
    board: 'articles',
    kind: 'article',
    by: 8,
    title: '知识图谱入门：实体抽取与关系构建的实践笔记',
    body: '<p>这篇笔记记录了我们在党建知识图谱赛题里的做法。</p><h3>实体抽取</h3><p>先用规则抽出机构名和时间，再用序列标注模型补全人名与事件。</p><h3>关系构建</h3><p>以句子为单位做关系分类，远程监督生成训练数据。</p>',
    daysAgo: 18,
    likes: 15,
    collections: 9,
    replies: [{ by: 25, body: '<p>远程监督的噪声怎么处理的？</p>' }],
  },
  {
    board: 'articles',
    kind: 'article',
    by: 32,
    title: 'Notes on network intrusion detection with gradient boosting',
    body: '<p>A short write-up of what worked for us: flow-level aggregates, careful handling of rare attack classes, and calibrated thresholds per class.</p><ul><li>Aggregate packets into flows before modelling.</li><li>Use class weights instead of oversampling.</li><li>Tune thresholds on a time-based split.</li></ul>',
    daysAgo: 10,
    likes: 11,
    collections: 7,
    replies: [
      { by: 35, body: '<p>Great notes. Did you try focal loss for the rare classes?</p>', likes: 1 },
      { by: 17, body: '<p>阈值按类别调这一点很受用。</p>' },
    ],
  },
  {
    board: 'articles',
    kind: 'article',
    by: 24,
    title: '我的第一次 Top 10：时间管理与团队协作',
    body: '<p>比赛不只是调参。我们三个人按“数据—特征—模型”分工，每天晚上十点同步一次进展，用共享表格记录每个实验。</p><p>最后两周不再加新特征，只做稳定性验证。</p>',
    daysAgo: 3,
    likes: 6,
    collections: 3,
  },
  {
    board: 'team-up',
    kind: 'topic',
    by: 9,
    title: '芯片良率预估赛题，招一名擅长深度学习的队友',
    body: '<p>我们队目前两人，偏传统机器学习，希望找一位熟悉 CNN 或 Transformer 的同学。</p>',
    daysAgo: 8,
    likes: 3,
    replies: [{ by: 28, body: '<p>我做过晶圆图分类，私信你了。</p>' }],
  },
  {
    board: 'team-up',
    kind: 'topic',
    by: 36,
    title: 'Looking for a team for the hotline routing challenge',
    body: '<p>NLP background (text classification, Chinese and English). Available evenings UTC+8.</p>',
    daysAgo: 6,
    likes: 2,
    replies: [{ by: 30, body: '<p>We have one spot left, check your messages!</p>' }],
  },
  {
    board: 'team-up',
    kind: 'topic',
    by: 12,
    title: '青少年机器人设计赛：寻找指导老师',
    body: '<p>我们是高中生队伍，想找一位有机器人竞赛经验的指导老师。</p>',
    daysAgo: 4,
    likes: 5,
  },
  {
    board: 'competition:big-data-credit-default',
    kind: 'question',
    by: 14,
    title: '训练集里的“额度”字段有负值，是脏数据吗？',
    body: '<p>大约 0.3% 的样本额度为负，需要删掉还是当作特殊值处理？</p>',
    daysAgo: 13,
    likes: 4,
    replies: [
      { by: 2, body: '<p>负值集中在某几个产品类型，可能是调额记录，建议保留并单独加一个标记特征。</p>', likes: 6 },
      { by: 21, body: '<p>删掉之后线下掉了一点，保留更好。</p>' },
    ],
    accepted: 0,
  },
  {
    board: 'competition:big-data-credit-default',
    kind: 'topic',
    by: 'demo',
    title: '分享一个可复现的基线（线上 0.75）',
    body: '<p>LightGBM + 基础统计特征，按时间切分验证，代码在源码分享里。欢迎大家一起改进。</p>',
    daysAgo: 16,
    likes: 18,
    collections: 11,
    replies: [
      { by: 4, body: '<p>感谢！跑通了，线上 0.751。</p>', likes: 2 },
      { by: 19, body: '<p>加了还款间隔特征，到了 0.763。</p>', likes: 3 },
      { by: 27, body: '<p>请问类别特征是怎么处理的？</p>' },
    ],
  },
  {
    board: 'competition:government-hotline-routing',
    kind: 'question',
    by: 33,
    title: 'Are the department labels consistent across years?',
    body: '<p>Some departments were merged in 2022. Should we map old labels to the new ones before training?</p>',
    daysAgo: 9,
    likes: 3,
    replies: [
      { by: 36, body: '<p>The FAQ says the labels were normalised to the current structure, so no mapping is needed.</p>', likes: 2 },
    ],
    accepted: 0,
  },
  {
    board: 'competition:government-hotline-routing',
    kind: 'topic',
    by: 7,
    title: '工单文本里的地址信息对分派帮助很大',
    body: '<p>把地址解析到区县一级作为特征，宏 F1 提升了两个点。</p>',
    daysAgo: 5,
    likes: 7,
    collections: 4,
    replies: [{ by: 11, body: '<p>用的是什么地址解析工具？</p>' }],
  },
  {
    board: 'competition:network-intrusion-detection',
    kind: 'question',
    by: 22,
    title: '测试集中出现了训练集没有的攻击类型怎么办？',
    body: '<p>看分布好像有一类新攻击，模型会把它们都判成正常流量。</p>',
    daysAgo: 7,
    likes: 5,
    replies: [
      { by: 32, body: '<p>可以加一个基于重构误差的异常检测分支，专门抓未知攻击。</p>', likes: 3 },
      { by: 16, body: '<p>赛题说明里说未知类型按“其他攻击”计分。</p>' },
    ],
  },
  {
    board: 'competition:kunpeng-server-load',
    kind: 'topic',
    by: 25,
    title: '负载曲线有明显的周周期，大家怎么建模的？',
    body: '<p>试了 Prophet 和 LightGBM，滞后特征取 7 天、14 天效果最好。</p>',
    daysAgo: 6,
    likes: 6,
    replies: [
      { by: 20, body: '<p>再加上节假日标记，误差又降了一些。</p>', likes: 1 },
      { by: 29, body: '<p>我们用的是 N-BEATS，效果也不错。</p>' },
    ],
  },
  {
    board: 'competition:healthcare-triage-levels',
    kind: 'question',
    by: 26,
    title: '分诊等级的类别不平衡很严重，评测用的是加权 F1 吗？',
    body: '<p>一级和二级样本加起来不到 5%。</p>',
    daysAgo: 3,
    likes: 2,
    replies: [{ by: 13, body: '<p>赛题说明写的是宏 F1，少数类很关键。</p>', likes: 2 }],
    accepted: 0,
  },
  {
    board: 'competition:chip-yield-estimation',
    kind: 'topic',
    by: 28,
    title: '晶圆图可视化脚本分享',
    body: '<p>写了一个把晶圆测试数据画成热力图的小脚本，方便看缺陷模式。需要的同学留言。</p>',
    daysAgo: 8,
    likes: 8,
    collections: 6,
    replies: [{ by: 9, body: '<p>需要，谢谢！</p>' }],
  },
  {
    board: 'competition:party-building-knowledge-graph',
    kind: 'topic',
    by: 17,
    title: '关系抽取的标注规范有疑问',
    body: '<p>“参加”和“出席”在标注里算同一种关系吗？</p>',
    daysAgo: 10,
    likes: 1,
    replies: [{ by: 8, body: '<p>按标注说明第 3 条，两者都归为“参与活动”。</p>', likes: 2 }],
  },
  {
    board: 'competition:youth-robot-design',
    kind: 'question',
    by: 34,
    title: 'Can we use off-the-shelf servo kits?',
    body: '<p>The rules mention “self-built mechanisms”. Do commercial servo kits count?</p>',
    daysAgo: 5,
    replies: [{ by: 12, body: '<p>规则里说标准件可以用，结构需要自己设计。</p>' }],
  },
  {
    board: 'qa',
    kind: 'question',
    by: 'demo',
    title: '排行榜 A 榜和 B 榜有什么区别？',
    body: '<p>第一次参赛，看到排行榜分 A 榜和 B 榜，最终成绩以哪个为准？</p>',
    daysAgo: 2,
    likes: 3,
    replies: [
      { by: 15, body: '<p>A 榜是比赛期间的公开榜，B 榜在最后几天开放，用另一部分测试数据，最终以 B 榜为准。</p>', likes: 4 },
      { by: 24, body: '<p>所以不要过度拟合 A 榜。</p>', likes: 2 },
    ],
  },
];
