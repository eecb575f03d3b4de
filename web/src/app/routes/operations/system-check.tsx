import { SystemCheck } from "@/features/operations/components/system-check";

/** /test (outside the root layout) */
export default function SystemCheckPage() {
  return <SystemCheck />;
}
