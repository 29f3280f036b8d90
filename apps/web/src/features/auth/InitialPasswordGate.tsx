import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSessionInfo } from '../../api/hooks';
import { CHANGE_INITIAL_PASSWORD_PATH } from '../../app/routes';

/** Portal pages wait until an account with an initial password has chosen its own. */
export function InitialPasswordGate({ children }: { children: ReactNode }) {
  const user = useSessionInfo().data?.user;
  if (user?.mustChangePassword) return <Navigate to={CHANGE_INITIAL_PASSWORD_PATH} replace />;
  return children;
}
