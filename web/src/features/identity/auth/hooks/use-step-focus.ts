import { useEffect, useRef } from "react";

/**
 * For multi-step pages: when `step` changes, focus moves to the returned heading (tabIndex -1), so
 * keyboard and screen-reader users land on the new step instead of on a button that vanished.
 */
export function useStepFocus(step: string) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) firstRender.current = false;
    else heading.current?.focus();
  }, [step]);
  return heading;
}
