// The image and link addresses of content staff write go through one schema of the contract
// (`SiteAddress`): an http(s) address or a path of the site. A relative address (`images/x.png`, what
// a bundle names a file by) or a script address is a localised 400 on every staff write that takes
// one, and nothing is stored.
import {
  createNews,
  type EndpointDefinition,
  putCourse,
  putEdition,
  putExpert,
  putPage,
  putSpecial,
  SpecialItemInput,
} from '@dcic/shared/contract';
import { buildTestApp, engines, signInAsStaff, type TestApp } from '../test';
import { sampleOf } from './zod-sample';

const STAFF = 'staff-addresses@dcic.example';

interface Write {
  endpoint: EndpointDefinition;
  url: string;
  /** Where the address goes in the body. */
  field: string;
  body: (address: string) => Record<string, unknown>;
  /** A list that shows what the write stored. */
  list: string;
}

const bodyOf = (endpoint: EndpointDefinition) => sampleOf(endpoint.body!) as Record<string, unknown>;
const withField = (endpoint: EndpointDefinition, field: string) => (address: string) => ({ ...bodyOf(endpoint), [field]: address });
const itemWith = (field: string) => (address: string) => ({
  ...bodyOf(putSpecial),
  items: [{ ...(sampleOf(SpecialItemInput) as object), [field]: address }],
});

const writes: Write[] = [
  { endpoint: createNews, url: '/api/content/news', field: 'coverUrl', body: withField(createNews, 'coverUrl'), list: '/api/content/news' },
  { endpoint: putPage, url: '/api/pages/help/addressed', field: 'coverUrl', body: withField(putPage, 'coverUrl'), list: '/api/pages/help' },
  { endpoint: putEdition, url: '/api/editions/2016', field: 'coverUrl', body: withField(putEdition, 'coverUrl'), list: '/api/editions' },
  { endpoint: putExpert, url: '/api/experts/addressed', field: 'photoUrl', body: withField(putExpert, 'photoUrl'), list: '/api/experts' },
  {
    endpoint: putSpecial,
    url: '/api/special/addressed',
    field: 'bannerUrl',
    body: withField(putSpecial, 'bannerUrl'),
    list: '/api/special',
  },
  { endpoint: putSpecial, url: '/api/special/addressed', field: 'items.0.imageUrl', body: itemWith('imageUrl'), list: '/api/special' },
  { endpoint: putSpecial, url: '/api/special/addressed', field: 'items.0.linkUrl', body: itemWith('linkUrl'), list: '/api/special' },
  {
    endpoint: putCourse,
    url: '/api/training/courses/addressed',
    field: 'coverUrl',
    body: withField(putCourse, 'coverUrl'),
    list: '/api/training/courses',
  },
];

const REFUSED = ['images/x.png', './x.png', 'javascript:alert(1)', 'JavaScript:alert(1)', '//evil.example/x.png', '/\\evil.example/x.png'];

describe.each(engines())('addresses of content staff write (%s)', (engine) => {
  let app: TestApp;
  let staff: { authorization: string };
  beforeAll(async () => {
    app = await buildTestApp({ engine, config: { staffAccounts: [STAFF] } });
    staff = (await signInAsStaff(app, STAFF)).headers;
  });
  afterAll(() => app.close());

  const write = (target: Write, address: string, lang: string) =>
    app.inject({
      method: target.endpoint.method,
      url: target.url,
      headers: { ...staff, 'x-lang': lang },
      payload: target.body(address),
    });

  it.each(writes.map((target) => [`${target.endpoint.method} ${target.url} ${target.field}`, target] as const))(
    'refuses a relative or script address in %s with a localised 400, storing nothing',
    async (_name, target) => {
      const before = (await app.inject({ url: target.list })).json().data;
      for (const address of REFUSED) {
        const zh = await write(target, address, 'zh-CN');
        expect({ address, status: zh.statusCode, errno: zh.json().errno }).toEqual({ address, status: 400, errno: 'e40000' });
        expect(zh.json().message).toBe(`参数 ${target.field} 有误：应为 http(s) 地址或以 / 开头的站内路径`);
        const en = await write(target, address, 'en-US');
        expect(en.json().message).toBe(`Invalid ${target.field}: expected an http(s) address or a path of the site starting with /`);
      }
      expect((await app.inject({ url: target.list })).json().data).toEqual(before);
    },
  );

  it('accepts http(s) addresses and paths of the site, and stores them', async () => {
    for (const target of writes) {
      for (const address of ['https://example.org/cover.png', '/api/v1/dfeditor/images/cover.png']) {
        const res = await write(target, address, 'en-US');
        const name = `${target.url} ${target.field}`;
        expect({ name, address, status: res.statusCode }).toEqual({ name, address, status: target.endpoint.successStatus ?? 200 });
      }
    }
    const course = (await app.inject({ url: '/api/training/courses/addressed' })).json().data;
    expect(course.coverUrl).toBe('/api/v1/dfeditor/images/cover.png');
  });
});
