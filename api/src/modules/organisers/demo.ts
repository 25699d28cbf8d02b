// Demo applications to hold a competition, at every step of their way, so the staff list and the
// applicants' pages look in use. Made once: any application existing means it was done.
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../users';
import { organiserApplications, type NewApplicationRow } from './schema';

const DAY = 86_400_000;

type DemoApplication = Omit<NewApplicationRow, 'applicantId' | 'createdAt' | 'updatedAt'> & { daysAgo: number };

const APPLICATIONS: DemoApplication[] = [
  {
    organisation: '福州市城市管理委员会',
    contact: '陈伟',
    phone: '0591-8765 4321',
    email: 'chenwei@cgw.example.gov.cn',
    organisationType: 'government',
    topic: '城市内涝积水点预测',
    expectedDates: '2027 年 4 月至 7 月',
    budget: '500k-1m',
    description: '基于历年降雨、排水管网与地形数据，预测暴雨期间的积水点与积水深度，辅助应急调度。',
    status: 'accepted',
    daysAgo: 40,
  },
  {
    organisation: '海峡智联科技有限公司',
    contact: '王芳',
    phone: '138 0591 2233',
    email: 'wangfang@hxzl.example.com',
    organisationType: 'enterprise',
    topic: '工业质检缺陷检测',
    expectedDates: '2027 年下半年',
    budget: '100k-500k',
    description: '面向电子元器件产线的表面缺陷检测，提供约两万张标注图像，希望征集轻量化的检测模型。',
    status: 'contacted',
    daysAgo: 12,
  },
  {
    organisation: 'Xiamen Marine Research Institute',
    contact: 'Lin Xiao',
    phone: '+86 592 555 0101',
    email: 'lin.xiao@xmri.example.org',
    organisationType: 'research',
    topic: 'Ship detection in remote-sensing images',
    expectedDates: 'Spring 2027',
    budget: 'undecided',
    description: 'Detect and classify ships in optical and SAR satellite images of the Taiwan Strait; labelled data available.',
    status: 'submitted',
    daysAgo: 3,
  },
  {
    organisation: '闽江学院数字经济研究中心',
    contact: '黄磊',
    phone: '159 6000 1122',
    email: 'huanglei@mju.example.edu.cn',
    organisationType: 'university',
    topic: '县域电商销量预测',
    expectedDates: '2027 年暑期',
    budget: 'under-100k',
    description: '以县域农产品电商平台的历史订单为基础，预测未来四周的分品类销量，面向高校学生开放。',
    status: 'declined',
    daysAgo: 25,
  },
];

/** Adds the demo applications from the first demo people; answers how many were made. */
export async function seedOrganiserApplications(app: FastifyInstance, people: readonly UserRow[], now: Date): Promise<number> {
  if (people.length === 0) return 0;
  const [existing] = await app.db.select({ id: organiserApplications.id }).from(organiserApplications).limit(1);
  if (existing) return 0;
  const rows = APPLICATIONS.map(({ daysAgo, ...fields }, i): NewApplicationRow => {
    const at = new Date(now.getTime() - daysAgo * DAY);
    return {
      ...fields,
      applicantId: people[i % people.length]!.id,
      createdAt: at,
      updatedAt: at,
      handledBy: fields.status === 'submitted' ? null : 'demo',
    };
  });
  await app.db.insert(organiserApplications).values(rows);
  return rows.length;
}
