import { lazy } from "react";
import type { RouteObject } from "react-router";
import { PAYMENT_PROVIDERS } from "@contracts/payment-providers";
import { paths } from "@/config/paths";

/** Giving's public pages inside the root layout; each page is its own chunk. */
const Charities = lazy(() => import("./charities"));
const Charity = lazy(() => import("./charity"));
const Projects = lazy(() => import("./projects"));
const Project = lazy(() => import("./project"));
const Libraries = lazy(() => import("./libraries"));
const Library = lazy(() => import("./library"));
const Cart = lazy(() => import("./cart"));
const Checkout = lazy(() => import("./checkout"));
const DemoPayment = lazy(() => import("./demo-payment"));
const PaymentSuccess = lazy(() => import("./payment-success"));
const PaymentFailed = lazy(() => import("./payment-failed"));
const TrackOrder = lazy(() => import("./track-order"));
const Invoice = lazy(() => import("./invoice"));

// One success page per provider (the provider names the page); failed and cancel share one page.
const paymentResultRoutes: RouteObject[] = PAYMENT_PROVIDERS.flatMap((provider) => [
  { path: paths.giving.paymentSuccess(provider), element: <PaymentSuccess provider={provider} /> },
  { path: paths.giving.paymentFailed(provider), element: <PaymentFailed /> },
  { path: `/${provider}-payment/cancel`, element: <PaymentFailed /> },
]);

export const givingRoutes: RouteObject[] = [
  { path: paths.giving.charities, element: <Charities /> },
  { path: "/charities/:idOrSlug", element: <Charity /> },
  { path: paths.giving.projects, element: <Projects /> },
  { path: "/charity-projects/:slug", element: <Project /> },
  { path: paths.giving.libraries, element: <Libraries /> },
  { path: "/libraries/:id", element: <Library /> },
  { path: paths.giving.cart, element: <Cart /> },
  { path: paths.giving.checkout, element: <Checkout /> },
  { path: "/demo-payment/:ref", element: <DemoPayment /> },
  ...paymentResultRoutes,
  { path: "/trackorder/:id", element: <TrackOrder /> },
  { path: "/invoice/:type/:id", element: <Invoice /> },
];
