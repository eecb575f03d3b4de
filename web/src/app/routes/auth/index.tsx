import { lazy } from "react";
import type { RouteObject } from "react-router";
import { paths } from "@/config/paths";
import { RedirectIfSignedIn } from "@/components/guards";

/** Sign-in, registration and account-recovery pages; each page is its own chunk. */
const Login = lazy(() => import("./login"));
const Register = lazy(() => import("./register"));
const LoginOrRegister = lazy(() => import("./login-or-register"));
const Verification = lazy(() => import("./verification"));
const ResetPasswordEmail = lazy(() => import("./reset-password-email"));
const PasswordResetConfirm = lazy(() => import("./password-reset-confirm"));
const AcceptInvitation = lazy(() => import("./accept-invitation"));

/** Outside the root layout. */
export const authRoutes: RouteObject[] = [
  {
    path: paths.login,
    element: (
      <RedirectIfSignedIn>
        <Login />
      </RedirectIfSignedIn>
    ),
  },
  {
    path: `${paths.login}/:token`,
    element: (
      <RedirectIfSignedIn>
        <Login />
      </RedirectIfSignedIn>
    ),
  },
  {
    path: paths.register,
    element: (
      <RedirectIfSignedIn>
        <Register />
      </RedirectIfSignedIn>
    ),
  },
  { path: paths.loginOrRegister, element: <LoginOrRegister /> },
];

/** Inside the root layout (header and footer). */
export const accountRoutes: RouteObject[] = [
  { path: paths.verification, element: <Verification /> },
  { path: paths.resetPasswordEmail, element: <ResetPasswordEmail /> },
  { path: paths.passwordResetConfirm, element: <PasswordResetConfirm /> },
  { path: "/accept-invitation/:token?", element: <AcceptInvitation /> },
];
