import { http, useMutation, useQueryClient, userAtom, useSessionAtom } from '@dcic/shared';
import { myKey, userKey } from '../../../lib/query-keys';
import type { ContactKind } from './request-contact-code';

const PATH = '/sso/proxy/api/contact';

interface ContactChange {
  kind: ContactKind;
  address: string;
  code: string;
}

/** The account as the SSO now sees it; the session's cookie already carries the new address. */
interface ChangedAccount {
  phone: string | null;
  email: string | null;
}

function changeContact({ kind, address, code }: ContactChange): Promise<ChangedAccount> {
  return http.request(PATH, { method: 'POST', body: { [kind]: address, code } });
}

/** Binds the new address; the page shows it at once, and the user's pages load again. */
export function useChangeContact() {
  const client = useQueryClient();
  const [user, setUser] = useSessionAtom(userAtom);
  const me = Number(user?.id);
  return useMutation({
    mutationFn: changeContact,
    onSuccess: ({ phone, email }) => {
      setUser((current) => (current ? { ...current, phone, email } : current));
      return Promise.all([client.invalidateQueries({ queryKey: userKey(me) }), client.invalidateQueries({ queryKey: myKey })]);
    },
  });
}
