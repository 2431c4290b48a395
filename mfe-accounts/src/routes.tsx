import { Route, Routes } from 'react-router-dom';
import { SITE_PAGES, type FeatureAppProps } from '@cypher/contracts';
import { FeatureAppRoot, lazyPage, ReportNotFound } from '@cypher/contracts/react';
import './styles.css';

// Each page is its own chunk, fetched when first shown (lazyPage).
const CreateOtherProfilePage = lazyPage(() => import('./pages/create-other-profile-page'), 'CreateOtherProfilePage');
const LoginPage = lazyPage(() => import('./pages/login-page'), 'LoginPage');
const MagicLinkPage = lazyPage(() => import('./pages/magic-link-page'), 'MagicLinkPage');
const MembersPage = lazyPage(() => import('./pages/members-page'), 'MembersPage');
const ProfilePage = lazyPage(() => import('./pages/profile-page'), 'ProfilePage');
const ProfileSettingsPage = lazyPage(() => import('./pages/profile-settings-page'), 'ProfileSettingsPage');
const ReleaseProfilePage = lazyPage(() => import('./pages/release-profile-page'), 'ReleaseProfilePage');
const ResetPasswordPage = lazyPage(() => import('./pages/reset-password-page'), 'ResetPasswordPage');
const SignupPage = lazyPage(() => import('./pages/signup-page'), 'SignupPage');

/** The accounts area's pages, with paths from the site root (the shell renders this under its root splat). */
export default function AccountsRoutes({ platform }: FeatureAppProps) {
  return (
    <FeatureAppRoot platform={platform}>
      <Routes>
        <Route path={SITE_PAGES.members.pattern} element={<MembersPage />} />
        <Route path={SITE_PAGES.profile.pattern} element={<ProfilePage />} />
        <Route path={SITE_PAGES.profileSettings.pattern} element={<ProfileSettingsPage />} />
        <Route path={SITE_PAGES.login.pattern} element={<LoginPage />} />
        <Route path={SITE_PAGES.signup.pattern} element={<SignupPage />} />
        <Route path={SITE_PAGES.createOtherProfile.pattern} element={<CreateOtherProfilePage />} />
        <Route path={SITE_PAGES.resetPassword.pattern} element={<ResetPasswordPage />} />
        <Route path={SITE_PAGES.magicLink.pattern} element={<MagicLinkPage />} />
        <Route path={SITE_PAGES.releaseProfile.pattern} element={<ReleaseProfilePage />} />
        <Route path="*" element={<ReportNotFound />} />
      </Routes>
    </FeatureAppRoot>
  );
}
