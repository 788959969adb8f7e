import { Navigate } from 'react-router-dom';
import { selectIsAdmin, useAppSelector } from 'shared';
import { ADMIN_HOME, BUYER_HOME } from '../routes/paths';

/** `/`: buyers go to their page, administrators to the admin home (the product list). */
export function HomeRedirect() {
  const isAdmin = useAppSelector(selectIsAdmin);
  return <Navigate to={isAdmin ? ADMIN_HOME : BUYER_HOME} replace />;
}
