import { Navigate, useLocation } from 'react-router-dom';
import { selectIsAdmin, useAppSelector } from 'shared';
import { ADMIN_HOME, BUYER_HOME } from '../routes/paths';

/** `/`: buyers go to their page, administrators to the admin home; a guard's notice goes along. */
export function HomeRedirect() {
  const isAdmin = useAppSelector(selectIsAdmin);
  const { state } = useLocation();
  return <Navigate to={isAdmin ? ADMIN_HOME : BUYER_HOME} replace state={state} />;
}
