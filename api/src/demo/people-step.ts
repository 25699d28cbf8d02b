// The demo people: platform users made as a sign-in makes them (ensurePlatformUser), with an account
// id no single sign-on account can have, so nobody signs in as them; their profile is filled once.
import type { SsoIdentity } from '../auth/identity';
import { addSkill, ensurePlatformUser, updateUser, type UserRow } from '../modules/users';
import type { SeedContext } from './context';
import { demoPerson, SKILLS } from './people';
import { seededRandom } from './random';

/** SSO account ids are numbers: this prefix never meets a real one. */
const DEMO_PERSON_PREFIX = 'demo-person-';

export async function ensurePeople(ctx: SeedContext): Promise<UserRow[]> {
  const random = seededRandom('dcic-demo/people');
  const people: UserRow[] = [];
  for (let n = 0; n < ctx.size.people; n++) {
    const own = random.child(String(n));
    const person = demoPerson(own, n);
    const identity: SsoIdentity = {
      sub: `${DEMO_PERSON_PREFIX}${n + 1}`,
      jti: '',
      exp: 0,
      name: person.name,
      account: person.email,
      phone: null,
      email: person.email,
    };
    let user = await ensurePlatformUser(ctx.app.db, identity);
    if (!user.introduction) {
      user = await updateUser(ctx.app.db, user, {
        sex: person.sex,
        birthday: person.birthday,
        province: person.province,
        location: person.location,
        introduction: person.introduction,
        industry: person.industry,
        identityKind: person.identityKind,
        region: person.province === 'Singapore' ? 'overseas' : 'mainland',
      });
      for (const skill of own.shuffle(SKILLS).slice(0, own.int(0, 3))) await addSkill(ctx.app.db, user, skill);
      ctx.tally.people += 1;
    }
    people.push(user);
  }
  return people;
}
