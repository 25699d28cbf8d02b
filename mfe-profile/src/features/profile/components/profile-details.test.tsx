import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { Profile } from '@dcic/shared/contract';
import en from '../../../i18n/en-US.json';
import { profileOf } from '../../../testing/profile';
import { ProfileDetails } from './profile-details';

const none = { article: [], project: [], prize: [], others: [] };
const profile = profileOf;

const show = (value: Profile) =>
  render(
    <IntlProvider locale="en-US" messages={en}>
      <ProfileDetails profile={value} />
    </IntlProvider>,
  );

describe('ProfileDetails', () => {
  it('says that the other person hid their education and career', () => {
    show(profile({ hidden: { education: true, career: true, competition: false, practice: false, email: false, notices: false } }));
    expect(screen.getByText('This user has hidden their education.')).toBeTruthy();
    expect(screen.getByText('This user has hidden their work history.')).toBeTruthy();
  });

  it('lists history and accomplishments of every kind', () => {
    show(
      profile({
        educations: [
          { userEduId: 1, eduStartTime: '2010-09-01', eduEndTime: null, majorName: 'Math', schoolName: 'PKU', degreeName: 'Bachelor' },
        ],
        careers: [{ userWorkId: 2, workStartTime: '2015-01-01', workEndTime: '2018-01-01', jobName: 'Engineer', companyName: 'ACME' }],
        accomplishments: {
          ...none,
          prize: [{ shipDeleteId: 3, kind: 'prize', name: 'First prize', getTime: '2024-01-02', organization: 'DCIC', description: '' }],
        },
      }),
    );
    expect(screen.getByText('PKU')).toBeTruthy();
    expect(screen.getByText('ACME')).toBeTruthy();
    expect(screen.getByText('First prize')).toBeTruthy();
    expect(screen.getByText('Prize')).toBeTruthy();
  });
});
