import { SsoError } from '../errors';
import { createDelivery } from './delivery';
import type { OutgoingMessage, Transport } from './transport';

const message: OutgoingMessage = { channel: 'email', to: 'a@b.cn', subject: 'Code', text: '123456' };

describe('delivery', () => {
  it('sends after the caller has moved on, and reports failures without throwing', async () => {
    const sent: OutgoingMessage[] = [];
    const failures: unknown[] = [];
    const working: Transport = { send: async (m) => void sent.push(m) };
    const broken: Transport = { send: async () => Promise.reject(new Error('connection refused')) };
    const delivery = createDelivery({ transports: { email: working, sms: broken }, onError: (error) => failures.push(error) });
    delivery.send(message);
    delivery.send({ ...message, channel: 'sms', to: '13800000001' });
    expect(sent).toEqual([]);
    await delivery.settled();
    expect(sent).toEqual([message]);
    expect(failures).toEqual([expect.objectContaining({ message: 'connection refused' })]);
  });

  it('refuses a channel nothing carries with 503', () => {
    const delivery = createDelivery({ transports: { email: undefined, sms: undefined }, onError: () => undefined });
    expect(() => delivery.assertAvailable('sms')).toThrow(SsoError);
    let refusal: unknown;
    try {
      delivery.send(message);
    } catch (error) {
      refusal = error;
    }
    expect(refusal).toMatchObject({ statusCode: 503, errno: 'e50301' });
  });
});
