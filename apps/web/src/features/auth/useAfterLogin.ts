import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { afterLoginPath } from '../../app/routes';

/** Where every way in continues: the page the visitor was sent from (?redirect=), else home. */
export function useAfterLogin(): () => void {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = params.get('redirect');
  return useCallback(() => void navigate(afterLoginPath(redirect), { replace: true }), [navigate, redirect]);
}
