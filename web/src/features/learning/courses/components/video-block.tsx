import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { saveProgress } from "../api/save-progress";

const SAVE_EVERY_SECONDS = 10;

/**
 * A lesson video with its poster, captions (WebVTT, on by default) and transcript. Where the
 * learner stopped is saved every few seconds and on pause, and playback resumes there.
 */
export function VideoBlock({ lessonId, src, type, poster, captions, title, transcript, startAt, save }: {
  lessonId: string;
  src: string;
  type: string;
  poster: string | null;
  captions: string | null;
  title: string;
  transcript: string;
  startAt: number;
  save: boolean;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLVideoElement>(null);
  const lastSaved = useRef(startAt);

  useEffect(() => {
    const video = ref.current;
    if (!video || !save) return;
    const store = () => {
      const at = Math.floor(video.currentTime);
      if (Math.abs(at - lastSaved.current) < 1) return;
      lastSaved.current = at;
      void saveProgress({ lesson: lessonId, video_position: at }).catch(() => undefined);
    };
    const onTime = () => {
      if (Math.abs(video.currentTime - lastSaved.current) >= SAVE_EVERY_SECONDS) store();
    };
    video.addEventListener("timeupdate", onTime);
    video.addEventListener("pause", store);
    return () => {
      video.removeEventListener("timeupdate", onTime);
      video.removeEventListener("pause", store);
    };
  }, [lessonId, save]);

  const resume = () => {
    const video = ref.current;
    if (video && startAt > 0 && startAt < video.duration - 2) video.currentTime = startAt;
  };

  return (
    <figure className="grid gap-2">
      <video ref={ref} controls preload="metadata" poster={poster ?? undefined} onLoadedMetadata={resume} className="aspect-video w-full rounded-lg bg-black" aria-label={title || t("Lesson video")}>
        <source src={src} type={type} />
        {captions ? <track kind="captions" src={captions} srcLang="en" label={t("English")} default /> : null}
        {t("Your browser cannot play this video.")}
      </video>
      {title ? <figcaption className="text-sm font-semibold text-ink">{title}</figcaption> : null}
      {transcript ? (
        <details className="rounded-md border border-line-muted bg-surface p-3 text-sm">
          <summary className="cursor-pointer font-semibold">{t("Transcript")}</summary>
          <p className="mt-2 whitespace-pre-line text-ink">{transcript}</p>
        </details>
      ) : null}
    </figure>
  );
}
