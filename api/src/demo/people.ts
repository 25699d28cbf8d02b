// Who the demo's people are: names, places, schools and companies, mentors and a line about
// themselves, in Chinese and in English. Small lists are enough: names are combined, and a person is
// made once and kept.
import type { Random } from './random';

const SURNAMES: ReadonlyArray<readonly [string, string]> = [
  ['王', 'wang'],
  ['李', 'li'],
  ['张', 'zhang'],
  ['刘', 'liu'],
  ['陈', 'chen'],
  ['杨', 'yang'],
  ['黄', 'huang'],
  ['赵', 'zhao'],
  ['吴', 'wu'],
  ['周', 'zhou'],
  ['徐', 'xu'],
  ['孙', 'sun'],
  ['马', 'ma'],
  ['朱', 'zhu'],
  ['胡', 'hu'],
  ['郭', 'guo'],
  ['何', 'he'],
  ['林', 'lin'],
  ['罗', 'luo'],
  ['高', 'gao'],
  ['郑', 'zheng'],
  ['梁', 'liang'],
  ['谢', 'xie'],
  ['宋', 'song'],
  ['唐', 'tang'],
  ['韩', 'han'],
  ['冯', 'feng'],
  ['邓', 'deng'],
  ['曹', 'cao'],
  ['彭', 'peng'],
  ['曾', 'zeng'],
  ['肖', 'xiao'],
  ['田', 'tian'],
  ['董', 'dong'],
  ['潘', 'pan'],
  ['袁', 'yuan'],
  ['蔡', 'cai'],
  ['蒋', 'jiang'],
  ['叶', 'ye'],
  ['魏', 'wei'],
  ['苏', 'su'],
  ['程', 'cheng'],
  ['丁', 'ding'],
  ['沈', 'shen'],
  ['方', 'fang'],
  ['姚', 'yao'],
  ['詹', 'zhan'],
  ['游', 'you'],
];

const GIVEN_NAMES: ReadonlyArray<readonly [string, string, 'male' | 'female']> = [
  ['子涵', 'zihan', 'female'],
  ['浩然', 'haoran', 'male'],
  ['欣怡', 'xinyi', 'female'],
  ['梓萱', 'zixuan', 'female'],
  ['宇轩', 'yuxuan', 'male'],
  ['雨桐', 'yutong', 'female'],
  ['俊杰', 'junjie', 'male'],
  ['思远', 'siyuan', 'male'],
  ['一鸣', 'yiming', 'male'],
  ['佳怡', 'jiayi', 'female'],
  ['晨曦', 'chenxi', 'female'],
  ['嘉豪', 'jiahao', 'male'],
  ['诗涵', 'shihan', 'female'],
  ['博文', 'bowen', 'male'],
  ['明轩', 'mingxuan', 'male'],
  ['若曦', 'ruoxi', 'female'],
  ['天宇', 'tianyu', 'male'],
  ['可馨', 'kexin', 'female'],
  ['志强', 'zhiqiang', 'male'],
  ['建华', 'jianhua', 'male'],
  ['晓东', 'xiaodong', 'male'],
  ['丽娜', 'lina', 'female'],
  ['文博', 'wenbo', 'male'],
  ['海峰', 'haifeng', 'male'],
  ['静怡', 'jingyi', 'female'],
  ['昊天', 'haotian', 'male'],
  ['梦琪', 'mengqi', 'female'],
  ['泽宇', 'zeyu', 'male'],
  ['雅琪', 'yaqi', 'female'],
  ['振宇', 'zhenyu', 'male'],
  ['思琪', 'siqi', 'female'],
  ['子墨', 'zimo', 'male'],
  ['语嫣', 'yuyan', 'female'],
  ['鹏飞', 'pengfei', 'male'],
  ['伟', 'wei', 'male'],
  ['磊', 'lei', 'male'],
  ['婷', 'ting', 'female'],
  ['洋', 'yang', 'male'],
  ['超', 'chao', 'male'],
  ['敏', 'min', 'female'],
  ['杰', 'jie', 'male'],
  ['涛', 'tao', 'male'],
  ['琳', 'lin', 'female'],
  ['颖', 'ying', 'female'],
  ['凯', 'kai', 'male'],
  ['锐', 'rui', 'male'],
  ['航', 'hang', 'male'],
  ['悦', 'yue', 'female'],
  ['雪', 'xue', 'female'],
  ['斌', 'bin', 'male'],
];

const FIRST_NAMES: ReadonlyArray<readonly [string, 'male' | 'female']> = [
  ['Emma', 'female'],
  ['Liam', 'male'],
  ['Olivia', 'female'],
  ['Noah', 'male'],
  ['Ava', 'female'],
  ['Ethan', 'male'],
  ['Sophia', 'female'],
  ['Lucas', 'male'],
  ['Mia', 'female'],
  ['Mason', 'male'],
  ['Isabella', 'female'],
  ['James', 'male'],
  ['Amelia', 'female'],
  ['Daniel', 'male'],
  ['Harper', 'female'],
  ['Henry', 'male'],
  ['Chloe', 'female'],
  ['Jack', 'male'],
  ['Grace', 'female'],
  ['Leo', 'male'],
  ['Nora', 'female'],
  ['Samuel', 'male'],
  ['Lily', 'female'],
  ['David', 'male'],
  ['Zoe', 'female'],
  ['Ryan', 'male'],
  ['Hannah', 'female'],
  ['Kevin', 'male'],
];

const LAST_NAMES = [
  'Smith',
  'Johnson',
  'Brown',
  'Garcia',
  'Miller',
  'Davis',
  'Wilson',
  'Anderson',
  'Taylor',
  'Thomas',
  'Moore',
  'Martin',
  'Lee',
  'Walker',
  'Hall',
  'Young',
  'King',
  'Wright',
  'Scott',
  'Green',
  'Baker',
  'Adams',
  'Nelson',
  'Carter',
  'Mitchell',
  'Chen',
  'Wong',
  'Kumar',
  'Patel',
  'Nguyen',
];

const PLACES: ReadonlyArray<readonly [string, string]> = [
  ['福建', '福州'],
  ['福建', '厦门'],
  ['福建', '泉州'],
  ['北京', '北京'],
  ['上海', '上海'],
  ['浙江', '杭州'],
  ['广东', '深圳'],
  ['广东', '广州'],
  ['江苏', '南京'],
  ['四川', '成都'],
  ['湖北', '武汉'],
  ['陕西', '西安'],
  ['山东', '青岛'],
  ['湖南', '长沙'],
];

const PLACES_EN: ReadonlyArray<readonly [string, string]> = [
  ['Shanghai', 'Shanghai'],
  ['Beijing', 'Beijing'],
  ['Guangdong', 'Shenzhen'],
  ['Zhejiang', 'Hangzhou'],
  ['Fujian', 'Xiamen'],
  ['Singapore', 'Singapore'],
];

const SCHOOLS = [
  '福州大学',
  '厦门大学',
  '清华大学',
  '北京大学',
  '浙江大学',
  '复旦大学',
  '上海交通大学',
  '南京大学',
  '中国科学技术大学',
  '华中科技大学',
  '武汉大学',
  '中山大学',
  '哈尔滨工业大学',
  '西安交通大学',
  '电子科技大学',
  '北京航空航天大学',
  '同济大学',
  '华南理工大学',
  '东南大学',
  '福建师范大学',
  '华侨大学',
  '集美大学',
];

const SCHOOLS_EN = [
  'Zhejiang University',
  'Fudan University',
  'Xiamen University',
  'National University of Singapore',
  'University of Edinburgh',
  'University of Melbourne',
];

// Made-up companies: a demo should not speak for real ones.
const COMPANIES = [
  '福建星云数据科技有限公司',
  '厦门海纳智能科技有限公司',
  '杭州深蓝算法科技有限公司',
  '深圳云图信息技术有限公司',
  '北京智源数科有限公司',
  '上海数链网络科技有限公司',
  '成都天府量子计算研究院',
  '武汉光谷智联科技有限公司',
  '南京紫金数据实验室',
  '福州数字城市研究院',
];

const COMPANIES_EN = ['Bluewave Analytics Ltd.', 'Northstar Data Lab', 'Harbor AI Studio', 'Brightpath Robotics'];

const MAJORS = ['计算机科学与技术', '软件工程', '统计学', '数据科学与大数据技术', '人工智能', '电子信息工程', '应用数学', '金融工程'];
const JOBS = ['算法工程师', '数据分析师', '机器学习工程师', '数据工程师', '风控建模师', '研究员'];
const INDUSTRIES = ['互联网', '金融', '教育', '医疗健康', '制造业', '政府与公共服务', '通信'];
export const SKILLS = [
  'Python',
  'SQL',
  'LightGBM',
  'XGBoost',
  'PyTorch',
  'TensorFlow',
  '特征工程',
  '时间序列',
  '自然语言处理',
  '计算机视觉',
  'Spark',
  '数据可视化',
];

const INTRODUCTIONS = [
  '热爱数据挖掘，喜欢把特征工程做到极致。',
  '在读研究生，方向是机器学习与推荐系统。',
  'Kaggle 爱好者，相信好的验证集胜过一切。',
  '白天写业务代码，晚上刷比赛。',
  '做过风控建模，对不平衡数据有心得。',
  '正在学习深度学习，欢迎交流。',
  '喜欢可解释的模型，也喜欢好看的图表。',
  '数学系出身，偏爱简洁的基线模型。',
];

const INTRODUCTIONS_EN = [
  'Data scientist who enjoys a clean validation split.',
  'Graduate student working on time series forecasting.',
  'Competitions on weekends, production ML on weekdays.',
  'Learning something new with every leaderboard.',
];

export interface Person {
  name: string;
  email: string;
  sex: 'male' | 'female';
  birthday: string;
  province: string;
  location: string;
  introduction: string;
  industry: string;
  identityKind: 'student' | 'on-the-job' | 'teacher';
  /** Where a student studies or a worker works. */
  organisation: string;
  /** Field of study or job title. */
  role: string;
  english: boolean;
}

/** The n-th demo person; the same n always gives the same person. */
export function demoPerson(random: Random, n: number): Person {
  const english = random.chance(0.25);
  const student = random.chance(0.6);
  const year = student ? random.int(1998, 2005) : random.int(1982, 1997);
  const birthday = `${year}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  const handle = String(n + 1).padStart(3, '0');
  if (english) {
    const [first, sex] = random.pick(FIRST_NAMES);
    const last = random.pick(LAST_NAMES);
    const [province, location] = random.pick(PLACES_EN);
    return {
      name: `${first} ${last}`,
      email: `${first.toLowerCase()}.${last.toLowerCase()}.${handle}@example.com`,
      sex,
      birthday,
      province,
      location,
      introduction: random.pick(INTRODUCTIONS_EN),
      industry: random.pick(INDUSTRIES),
      identityKind: student ? 'student' : 'on-the-job',
      organisation: student ? random.pick(SCHOOLS_EN) : random.pick(COMPANIES_EN),
      role: student ? 'Data Science' : 'Data Scientist',
      english,
    };
  }
  const [surname, surnamePinyin] = random.pick(SURNAMES);
  const [given, givenPinyin, sex] = random.pick(GIVEN_NAMES);
  const [province, location] = random.pick(PLACES);
  return {
    name: `${surname}${given}`,
    email: `${givenPinyin}.${surnamePinyin}.${handle}@example.com`,
    sex,
    birthday,
    province,
    location,
    introduction: random.pick(INTRODUCTIONS),
    industry: random.pick(INDUSTRIES),
    identityKind: student ? 'student' : 'on-the-job',
    organisation: student ? random.pick(SCHOOLS) : random.pick(COMPANIES),
    role: student ? random.pick(MAJORS) : random.pick(JOBS),
    english,
  };
}

/** A team's mentor and the organisation the leaderboard shows; some teams have neither. */
export function mentorOf(random: Random, english: boolean): { mentor: string; organisation: string } {
  if (random.chance(0.12)) return { mentor: '', organisation: '' };
  if (english) {
    const [first] = random.pick(FIRST_NAMES);
    return { mentor: `Dr. ${first} ${random.pick(LAST_NAMES)}`, organisation: random.pick([...SCHOOLS_EN, ...COMPANIES_EN]) };
  }
  const [surname] = random.pick(SURNAMES);
  const [given] = random.pick(GIVEN_NAMES);
  return { mentor: `${surname}${given}`, organisation: random.chance(0.7) ? random.pick(SCHOOLS) : random.pick(COMPANIES) };
}
