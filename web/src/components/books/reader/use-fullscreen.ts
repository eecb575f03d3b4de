import { useCallback, useEffect, useState, type RefObject } from "react";

/** Full screen for one element through the Fullscreen API (absent on some phones: `supported`). */
export function useFullscreen(ref: RefObject<HTMLElement | null>) {
  const [active, setActive] = useState(false);
  useEffect(() => {
    const onChange = () => setActive(document.fullscreenElement !== null && document.fullscreenElement === ref.current);
    document.addEventListener("fullscreenchange", onChange);
    return () => document.removeEventListener("fullscreenchange", onChange);
  }, [ref]);
  const toggle = useCallback(() => {
    if (document.fullscreenElement) void document.exitFullscreen();
    else void ref.current?.requestFullscreen?.().catch(() => undefined);
  }, [ref]);
  const supported = typeof document !== "undefined" && document.fullscreenEnabled === true;
  return { active, toggle, supported };
}
