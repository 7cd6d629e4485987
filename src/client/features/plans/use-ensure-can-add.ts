import { useCallback } from 'react';
import { useNavigate } from '@client/lib/router';
import type { LimitType } from '@shared/contracts/library';
import { upgradePath } from './upgrade-path';
import { useLibraryApi } from '@client/features/library';

/**
 * docs/product/validation.md: adding a collection or video needs the limits check to say canAdd.
 * When the plan is full the user goes to the upgrade page; when the check itself fails, adding is
 * denied and the console hears why (docs/product/errors.md). Resolves to whether the caller may go
 * on.
 */
export function useEnsureCanAdd() {
  const api = useLibraryApi();
  const navigate = useNavigate();
  return useCallback(
    async (type: LimitType): Promise<boolean> => {
      try {
        const info = await api.checkLimits(type);
        if (info.canAdd) return true;
        navigate(upgradePath(info.limitType));
        return false;
      } catch (error) {
        console.error(`Checking the ${type} limit failed:`, error);
        return false;
      }
    },
    [api, navigate],
  );
}
