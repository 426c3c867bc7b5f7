import { DEMO_USER_ID } from '../../../../../shared/constants';
import { useCurrentUser } from '@/lib/current-user';

/**
 * Whose money the screen shows: the signed-in user, else the demo user
 * (docs/product.md "Identity and access"). undefined while that is not known yet.
 */
export function useBankingUser() {
  const query = useCurrentUser();
  const userId = query.isSuccess ? (query.data?.id ?? DEMO_USER_ID) : undefined;
  return { ...query, userId, isDemoUser: userId === DEMO_USER_ID };
}
