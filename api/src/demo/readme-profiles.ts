// The README accounts' profiles, filled as their owners would through the profile's forms, so their
// pages (and the completeness check before a submission) have something to show. Written once: an
// account whose introduction is set was filled before, by the seed or by its owner.
import type { AccomplishmentKind, AddAccomplishmentBody, AddEducationBody, AddWorkBody, GuideStep2Body } from '@dcic/shared/contract';
import { addAccomplishment, addEducation, addSkill, addWork, saveStep2, updateUser, type NewUserRow, type UserRow } from '../modules/users';
import type { SeedContext } from './context';
import type { ReadmeKey } from './readme-plan';

interface ReadmeProfile {
  basics: Partial<NewUserRow>;
  guide: GuideStep2Body;
  educations: AddEducationBody[];
  works: AddWorkBody[];
  skills: string[];
  accomplishments: Array<{ kind: AccomplishmentKind } & AddAccomplishmentBody>;
}

const PROFILES: Record<ReadmeKey, ReadmeProfile> = {
  demo: {
    basics: {
      sex: 'male',
      birthday: '1999-06-18',
      province: '福建',
      location: '福州',
      introduction: '数据竞赛爱好者，专注风控建模与特征工程。',
      industry: '互联网',
      identityKind: 'student',
      region: 'mainland',
    },
    guide: {
      identityKind: 'student',
      stuInfo: { schoolName: '福州大学', majorName: '计算机科学与技术', degreeName: '硕士', eduStartTime: '2022-09-01' },
    },
    educations: [
      { eduStartTime: '2018-09-01', eduEndTime: '2022-06-30', majorName: '软件工程', schoolName: '福州大学', degreeName: '本科' },
      { eduStartTime: '2022-09-01', majorName: '计算机科学与技术', schoolName: '福州大学', degreeName: '硕士' },
    ],
    works: [{ workStartTime: '2023-07-01', workEndTime: '2023-09-30', jobName: '算法实习生', companyName: '福建星云数据科技有限公司' }],
    skills: ['Python', 'LightGBM', '特征工程', 'SQL'],
    accomplishments: [
      {
        kind: 'prize',
        name: '数字中国创新大赛 大数据赛道 优胜奖',
        getTime: '2023-04-28',
        organization: 'DCIC 组委会',
        description: '团队第 12 名。',
      },
      {
        kind: 'project',
        name: '信贷违约预测开源基线',
        getTime: '2024-03-01',
        organization: '',
        description: '五折交叉验证 + 目标编码的 LightGBM 基线。',
      },
    ],
  },
  'demo-en': {
    basics: {
      sex: 'female',
      birthday: '1993-11-02',
      province: 'Shanghai',
      location: 'Shanghai',
      introduction: 'Data scientist; I like competitions with honest leaderboards.',
      industry: '金融',
      identityKind: 'on-the-job',
      region: 'mainland',
    },
    guide: {
      identityKind: 'on-the-job',
      jobInfo: { companyName: 'Northstar Data Lab', jobName: 'Senior Data Scientist', industry: '金融' },
    },
    educations: [
      {
        eduStartTime: '2011-09-01',
        eduEndTime: '2015-06-30',
        majorName: 'Statistics',
        schoolName: 'Fudan University',
        degreeName: 'Bachelor',
      },
    ],
    works: [{ workStartTime: '2019-03-01', jobName: 'Senior Data Scientist', companyName: 'Northstar Data Lab' }],
    skills: ['Python', 'PyTorch', 'Time series', 'Spark'],
    accomplishments: [
      {
        kind: 'article',
        name: 'Leakage-free validation for tabular competitions',
        getTime: '2024-05-20',
        organization: 'Northstar blog',
        description: '',
      },
    ],
  },
  teammate: {
    basics: {
      sex: 'male',
      birthday: '2002-03-09',
      province: '福建',
      location: '厦门',
      introduction: '大三学生，喜欢深度学习，正在找队友一起打比赛。',
      industry: '教育',
      identityKind: 'student',
      region: 'mainland',
    },
    guide: {
      identityKind: 'student',
      stuInfo: { schoolName: '厦门大学', majorName: '人工智能', degreeName: '本科', eduStartTime: '2021-09-01' },
    },
    educations: [{ eduStartTime: '2021-09-01', majorName: '人工智能', schoolName: '厦门大学', degreeName: '本科' }],
    works: [],
    skills: ['Python', 'PyTorch', '计算机视觉'],
    accomplishments: [],
  },
};

export async function fillReadmeProfile(ctx: SeedContext, key: ReadmeKey, user: UserRow): Promise<UserRow> {
  if (user.introduction) return user;
  const db = ctx.app.db;
  const profile = PROFILES[key];
  const updated = await updateUser(db, user, profile.basics);
  await saveStep2(db, updated, profile.guide);
  for (const education of profile.educations) await addEducation(db, updated, education);
  for (const work of profile.works) await addWork(db, updated, work);
  for (const skill of profile.skills) await addSkill(db, updated, skill);
  for (const { kind, ...accomplishment } of profile.accomplishments) await addAccomplishment(db, updated, kind, accomplishment);
  return updated;
}
