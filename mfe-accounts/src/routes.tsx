import { Route, Routes } from 'react-router-dom';
import type { FeatureAppProps } from '@cypher/contracts';
import { FeatureAppRoot, ReportNotFound } from '@cypher/contracts/react';
import { CreateOtherProfilePage } from './pages/create-other-profile-page';
import { LoginPage } from './pages/login-page';
import { MagicLinkPage } from './pages/magic-link-page';
import { MembersPage } from './pages/members-page';
import { ProfilePage } from './pages/profile-page';
import { ProfileSettingsPage } from './pages/profile-settings-page';
import { ReleaseProfilePage } from './pages/release-profile-page';
import { ResetPasswordPage } from './pages/reset-password-page';
import { SignupPage } from './pages/signup-page';
import styles from './styles.css';

/** The accounts area's pages, with paths from the site root (the shell renders this under its root splat). */
export default function AccountsRoutes({ platform }: FeatureAppProps) {
  return (
    <FeatureAppRoot platform={platform} css={styles}>
      <Routes>
        <Route path="members" element={<MembersPage />} />
        <Route path="profile/:id" element={<ProfilePage />} />
        <Route path="profile-setting" element={<ProfileSettingsPage />} />
        <Route path="login" element={<LoginPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="create-other-profile" element={<CreateOtherProfilePage />} />
        <Route path="reset-password" element={<ResetPasswordPage />} />
        <Route path="magic-link" element={<MagicLinkPage />} />
        <Route path="release-profile/:id" element={<ReleaseProfilePage />} />
        <Route path="*" element={<ReportNotFound />} />
      </Routes>
    </FeatureAppRoot>
  );
}
