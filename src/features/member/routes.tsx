import type { ReactElement } from 'react';
import { Route } from 'react-router';
import { paths } from '../../config/paths';
import { MemberOnly } from './MemberOnly';
import { ToMemberLogin } from './ToMemberLogin';

export interface MemberPages {
  area: ReactElement;
  login: ReactElement;
  home: ReactElement;
  profile: ReactElement;
  rewards: ReactElement;
  coupons: ReactElement;
  notifications: ReactElement;
}

/**
 * The member routes, for the app's router and for the pages' tests alike: which
 * pages need a signed-in member and where a signed-out visitor goes instead
 * (the profile goes to /login-member, which leads on to the login page).
 */
export function memberRoutes(pages: MemberPages) {
  return (
    <Route path={paths.member.root} element={pages.area}>
      <Route index element={<ToMemberLogin />} />
      <Route path={paths.member.login} element={pages.login} />
      <Route element={<MemberOnly />}>
        <Route path={paths.member.home} element={pages.home} />
        <Route path={paths.member.rewards} element={pages.rewards} />
        <Route path={paths.member.coupons} element={pages.coupons} />
        <Route path={paths.member.notifications} element={pages.notifications} />
      </Route>
      <Route element={<MemberOnly redirectTo={paths.member.legacyLogin} />}>
        <Route path={paths.member.profile} element={pages.profile} />
      </Route>
    </Route>
  );
}
